// kiwi's C++ core on the benchmark problems, timed the way layout-bench times them: every run
// builds the problem from scratch with the constraint objects made beforehand, a phase's figure
// is the best of the runs, per-call phases divide a loop's total by its calls, and answers are
// checked against the same closed forms. Built by scripts/compare-kiwi.py from the kiwisolver
// source distribution (fetched at run time, never committed); prints one JSON object a line.
//
// usage: harness enaml FILE REPEAT | stack N REPEAT | edit N REPEAT
// FILE: enaml's constraints as text, one a line: `OP STRENGTH CONSTANT COUNT (COEF NAME)*`,
// written by compare-kiwi.py from Benchmarks/enaml.json.
#include <kiwi/kiwi.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

using Clock = std::chrono::steady_clock;

static double seconds(Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double>(b - a).count();
}

static void expect(double actual, double expected, const std::string &what) {
    if (std::fabs(actual - expected) > 1e-6 * std::max(1.0, std::fabs(expected))) {
        throw std::runtime_error(what + " = " + std::to_string(actual) + ", expected " + std::to_string(expected));
    }
}

static void report(const char *problem, const std::string &n, const char *phase, double s) {
    std::printf("{\"problem\": \"%s\", \"n\": %s, \"phase\": \"%s\", \"seconds\": %.6g}\n", problem, n.c_str(), phase, s);
}

static double strength(const std::string &name) {
    using namespace kiwi::strength;
    if (name == "required") return required;
    if (name == "strong") return strong;
    if (name == "medium") return medium;
    if (name == "weak") return weak;
    if (name == "mmedium") return medium * 1.25;
    if (name == "smedium") return medium * 100;
    throw std::runtime_error("unknown strength " + name);
}

static int enaml(const char *file, int repeats) {
    std::ifstream in(file);
    std::map<std::string, kiwi::Variable> vars;
    auto var = [&](const std::string &name) {
        auto it = vars.find(name);
        if (it == vars.end()) it = vars.emplace(name, kiwi::Variable(name)).first;
        return it->second;
    };
    std::vector<kiwi::Constraint> constraints;
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::string op, s;
        double constant;
        int count;
        if (!(words >> op >> s >> constant >> count)) continue;
        std::vector<kiwi::Term> terms;
        for (int i = 0; i < count; ++i) {
            double coefficient;
            std::string name;
            words >> coefficient >> name;
            terms.emplace_back(var(name), coefficient);
        }
        kiwi::Expression e(terms, constant);
        kiwi::RelationalOperator r = op == "==" ? kiwi::OP_EQ : op == "<=" ? kiwi::OP_LE : kiwi::OP_GE;
        constraints.emplace_back(e, r, strength(s));
    }
    kiwi::Variable width = var("width"), height = var("height");
    const int builds = 100, cycles = 500;
    const double sizes[6][2] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};
    double bestBuild = 1e300, bestSuggest = 1e300;
    for (int r = 0; r < repeats; ++r) {
        // Each solver is made inside the timed loop, as layout-bench and kiwisolver make theirs
        // (kiwi::Solver can be neither copied nor moved: it lives behind a pointer).
        std::vector<std::unique_ptr<kiwi::Solver>> solvers;
        solvers.reserve(builds);
        auto start = Clock::now();
        for (int b = 0; b < builds; ++b) {
            solvers.emplace_back(new kiwi::Solver());
            kiwi::Solver &s = *solvers.back();
            s.addEditVariable(width, kiwi::strength::strong);
            s.addEditVariable(height, kiwi::strength::strong);
            for (auto &c : constraints) s.addConstraint(c);
        }
        bestBuild = std::min(bestBuild, seconds(start, Clock::now()) / builds);
        auto &s = *solvers.back();
        start = Clock::now();
        for (int k = 0; k < cycles; ++k) {
            for (auto &size : sizes) {
                s.suggestValue(width, size[0]);
                s.suggestValue(height, size[1]);
                s.updateVariables();
            }
        }
        bestSuggest = std::min(bestSuggest, seconds(start, Clock::now()) / (cycles * 6));
        expect(width.value(), 800, "width");
        expect(height.value(), 400, "height");
    }
    report("enaml", "111", "build_per_solver", bestBuild);
    report("enaml", "111", "suggest2_update_per_call", bestSuggest);
    return 0;
}

// N labels stacked in a content view (the `stack` problem).
struct Stack {
    int n;
    kiwi::Variable cw{"cw"}, ch{"ch"};
    std::vector<kiwi::Variable> top, left, width, height;
    std::vector<kiwi::Constraint> constraints;

    explicit Stack(int n) : n(n), top(n), left(n), width(n), height(n) {
        using namespace kiwi;
        constraints.push_back((cw == 375) | strength::weak);
        for (int i = 0; i < n; ++i) {
            if (i == 0) constraints.push_back(top[0] == 10);
            else constraints.push_back(top[i] == top[i - 1] + height[i - 1] + 10);
            constraints.push_back((height[i] == 21) | strength::strong);
            constraints.push_back(height[i] >= 0);
            constraints.push_back(left[i] == 10);
            constraints.push_back(width[i] == cw - 20);
        }
        constraints.push_back(ch == top[n - 1] + height[n - 1] + 10);
    }

    void check(double w = 375) {
        expect(cw.value(), w, "cw");
        expect(ch.value(), 31.0 * n + 10, "ch");
        for (int i = 0; i < n; ++i) {
            expect(top[i].value(), 10 + 31.0 * i, "top");
            expect(width[i].value(), w - 20, "width");
        }
    }
};

static int stack(int n, int repeats) {
    double bestAdd = 1e300, bestUpdate = 1e300;
    for (int r = 0; r < repeats; ++r) {
        Stack scene(n);
        kiwi::Solver s;
        auto start = Clock::now();
        for (auto &c : scene.constraints) s.addConstraint(c);
        bestAdd = std::min(bestAdd, seconds(start, Clock::now()));
        start = Clock::now();
        s.updateVariables();
        bestUpdate = std::min(bestUpdate, seconds(start, Clock::now()));
        scene.check();
    }
    report("stack", std::to_string(n), "add", bestAdd);
    report("stack", std::to_string(n), "update", bestUpdate);
    return 0;
}

static double suggestion(int k) { return 300 + (37 * k) % 500; }

static int edit(int n, int repeats) {
    const int calls = 1000;
    double best = 1e300;
    for (int r = 0; r < repeats; ++r) {
        Stack scene(n);
        kiwi::Solver s;
        for (auto &c : scene.constraints) s.addConstraint(c);
        s.addEditVariable(scene.cw, kiwi::strength::strong);
        auto start = Clock::now();
        for (int k = 0; k < calls; ++k) {
            s.suggestValue(scene.cw, suggestion(k));
            s.updateVariables();
        }
        best = std::min(best, seconds(start, Clock::now()) / calls);
        scene.check(suggestion(calls - 1));
    }
    report("edit", std::to_string(n), "suggest_update_per_call", best);
    return 0;
}

int main(int argc, char **argv) {
    try {
        std::string problem = argc > 1 ? argv[1] : "";
        if (problem == "enaml" && argc == 4) return enaml(argv[2], std::atoi(argv[3]));
        if (problem == "stack" && argc == 4) return stack(std::atoi(argv[2]), std::atoi(argv[3]));
        if (problem == "edit" && argc == 4) return edit(std::atoi(argv[2]), std::atoi(argv[3]));
        std::fprintf(stderr, "usage: harness enaml FILE REPEAT | stack N REPEAT | edit N REPEAT\n");
        return 64;
    } catch (const std::exception &e) {
        std::fprintf(stderr, "wrong answer or failure: %s\n", e.what());
        return 1;
    }
}
