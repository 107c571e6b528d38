import Foundation
import InternalUtilities
import Synchronization

/// Whether issues without a handler go to standard error (see ``LayoutEngine/printsIssues``).
private let printsIssuesFlag = Atomic<Bool>(true)

/// Problems visible without asking: a broken constraint, a refused activation or change, and
/// (when watched) a new ambiguity reach the engine's ``issueHandler`` as they happen, or are
/// printed to standard error in the shape of UIKit's console messages.
extension LayoutEngine {
    /// Whether issues are printed to standard error when the engine has no ``issueHandler``
    /// (true by default, as UIKit logs to the console). Process-wide.
    public static var printsIssues: Bool {
        get { printsIssuesFlag.load(ordering: .relaxed) }
        set { printsIssuesFlag.store(newValue, ordering: .relaxed) }
    }

    /// Hands `issue` to the handler, or prints it.
    func report(_ issue: LayoutDiagnostic) {
        if let handler = issueHandler {
            handler(issue)
        } else {
            Self.print(issue)
        }
    }

    /// Prints `issue` to standard error unless ``printsIssues`` is false.
    static func print(_ issue: LayoutDiagnostic) {
        guard printsIssues else { return }
        FileHandle.standardError.write(Data((issue.consoleMessage + "\n").utf8))
    }

    /// `c` could not be activated: it goes into the log of the engine of its first item's
    /// hierarchy (so ``diagnostics()`` lists it while it stays inactive) and is reported there;
    /// with no such engine (its item is gone) it is only printed.
    static func reportInvalid(_ c: LayoutConstraint, _ error: LayoutError) {
        let issue = invalidDiagnostic(c, error, activating: true)
        guard let engine = c.firstItem?.hostView?.layoutEngine else {
            print(issue)
            return
        }
        engine.invalidLog.append((c, error))
        engine.report(issue)
    }

    /// A change to `c`'s constant or priority was refused (the value stays): reported to the
    /// engine it is active in, or the one of its first item's hierarchy.
    static func reportRefusal(of c: LayoutConstraint, _ error: LayoutError) {
        let issue = invalidDiagnostic(c, error, activating: false)
        if let engine = c.engine ?? c.firstItem?.hostView?.layoutEngine {
            engine.report(issue)
        } else {
            print(issue)
        }
    }

    static func invalidDiagnostic(_ c: LayoutConstraint, _ error: LayoutError, activating: Bool) -> LayoutDiagnostic {
        LayoutDiagnostic(
            severity: .error, kind: .invalidConstraint, items: [c.firstItem, c.secondItem].compactMap { $0 },
            attributes: [], constraints: [c], broken: nil, tiedPriority: nil,
            message: activating
                ? "unable to activate '\(c.displayText)': \(error); it stays inactive"
                : "refused a change to '\(c.displayText)': \(error); it stays as it was",
            error: error)
    }

    /// The refused activations still inactive, in order, each once.
    var invalidDiagnostics: [LayoutDiagnostic] {
        var seen: Set<ObjectIdentifier> = []
        var out: [LayoutDiagnostic] = []
        for (c, error) in invalidLog where !c.isActive && seen.insert(ObjectIdentifier(c)).inserted {
            out.append(Self.invalidDiagnostic(c, error, activating: true))
        }
        return out
    }

    /// After a layout pass, with a handler watching: each ambiguity not reported before.
    func reportNewAmbiguities() {
        let found = ambiguityDiagnostics()
        let messages = found.map(\.message)
        for d in found where !reportedAmbiguities.contains(d.message) { issueHandler?(d) }
        reportedAmbiguities = messages
    }
}

extension LayoutDiagnostic {
    /// The issue as UIKit prints such a problem to the console, so people recognise it and
    /// `layout-tool explain` can read it back: for a broken constraint, the "Unable to
    /// simultaneously satisfy constraints" block with the conflicting set and the "Will attempt
    /// to recover by breaking constraint" line, constraints described as UIKit describes them
    /// (`<NSLayoutConstraint:0x2a UIView:0x7'title'.width == 100   (active)>`, serial numbers
    /// in place of addresses, names in quotes).
    public var consoleMessage: String {
        switch kind {
        case .unsatisfiable:
            var out = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            out += "\tAt least one of the constraints in the following list cannot hold with the others; "
            out += "the layout engine broke the last one activated.\n(\n"
            out += constraints.map { "    \"\($0.consoleDescription)\"" }.joined(separator: ",\n")
            out += "\n)\n\nWill attempt to recover by breaking constraint \n"
            out += (broken?.consoleDescription ?? "?") + "\n\n"
            out += "Set LayoutEngine.issueHandler to handle this in code, or LayoutEngine.printsIssues = false "
            out += "to silence it."
            return out
        case .invalidConstraint:
            return "[LayoutConstraints] \(message)"
        case .ambiguous, .solverFailure:
            return "[LayoutConstraints] \(description)"
        }
    }
}

extension LayoutConstraint {
    /// The constraint as UIKit's console describes it: its class (`NSLayoutConstraint`, or
    /// `NSAutoresizingMaskLayoutConstraint` with its `h=… v=…` words for a translated frame), a
    /// serial number for its address, its identifier in quotes, then the equation with each
    /// item as `Class:0xSERIAL'name'`, and `(active)`.
    public var consoleDescription: String {
        var head = "NSLayoutConstraint:0x\(String(serial, radix: 16))"
        switch origin {
        case .frame, .autoresizing:
            let mask = (firstItem as? View)?.autoresizingMask ?? []
            head = "NSAutoresizingMaskLayoutConstraint:0x\(String(serial, radix: 16)) \(mask.logDescription)"
        default:
            if let identifier { head += " '\(identifier)'" }
        }
        var attribute = "\(firstAttribute)"
        if case .frame(let i) = origin { attribute = ["minX", "minY", "width", "height"][i] }
        var body = "\(Self.consoleName(firstItem)).\(attribute) \(relation) "
        if let second = secondItem, multiplier != 0 {
            if multiplier != 1 { body += formatNumber(multiplier) + "*" }
            body += "\(Self.consoleName(second)).\(secondAttribute)"
            if storedConstant > 0 { body += " + " + formatNumber(storedConstant) }
            if storedConstant < 0 { body += " - " + formatNumber(-storedConstant) }
        } else {
            body += formatNumber(storedConstant)
        }
        if !storedPriority.isRequired { body += " @\(storedPriority)" }
        return "<\(head) \(body)   (\(isActive ? "active" : "inactive"))>"
    }

    /// `UIView:0x1f'name'`: UIKit's class name for the library's own classes (a subclass's own
    /// name otherwise) and UIKit's names of the system guides.
    static func consoleName(_ item: LayoutItem?) -> String {
        guard let item else { return "?" }
        let serial = String(item.serial, radix: 16)
        if let g = item as? LayoutGuide {
            let name: String =
                switch g.kind {
                case .margins: "UIViewLayoutMarginsGuide"
                case .safeArea: "UIViewSafeAreaLayoutGuide"
                case .readableContent: "UIViewReadableContentGuide"
                case .content: "UIScrollView-contentLayoutGuide"
                case .visibleFrame: "UIScrollView-frameLayoutGuide"
                case .custom: g.name
                }
            return "UILayoutGuide:0x\(serial)'\(name)'"
        }
        let type = String(describing: Swift.type(of: item))
        let className =
            switch type {
            case "View": "UIView"
            case "ScrollView": "UIScrollView"
            case "StackView": "UIStackView"
            default: type
            }
        return "\(className):0x\(serial)'\(item.name)'"
    }
}
