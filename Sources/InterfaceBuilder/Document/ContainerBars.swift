/// Which bars a storyboard's containers put around each view controller, inferred the way
/// Interface Builder simulates them: a navigation bar for every controller in a navigation
/// controller's stack (its root, and whatever a `show` or `push` segue reaches from a
/// controller in the stack; a controller with simulated navigation bar metrics of its own
/// starts such a stack too), a tab bar for every controller a tab bar controller holds
/// (directly or as the stack of a navigation controller it holds) unless it hides the bottom
/// bar when pushed, and a toolbar where the navigation controller shows one. A controller that
/// two navigation stacks reach takes the stack of the first that reaches it, unless a segue of
/// the document's `<inferredMetricsTieBreakers>` reaches it: Interface Builder writes there the
/// segue whose source's metrics it chose, and that stack wins.
struct ContainerBars {
    /// Per controller id: the navigation controller whose stack it is in (or the controller
    /// with simulated navigation bar metrics that starts it).
    private var stackOf: [String: XMLNode] = [:]
    /// Controller ids a tab bar controller holds (through navigation controllers too).
    private var inTabs: Set<String> = []

    /// Large titles add 52 points to a 44-point navigation bar.
    static let navigationBar = 44.0, largeTitleExtra = 52.0, tabBar = 49.0, toolbar = 44.0
    /// Xcode 26's navigation bar is 54 points tall (the height of every navigation bar its
    /// documents store).
    static let xcode26NavigationBar = 54.0

    /// A tablet's navigation bar from Xcode 10 (iOS 12) on: 50 points.
    static let padNavigationBar = 50.0
    /// Where a tablet's navigation bar becomes 50 points: iOS 12 made it so, and Xcode 10 is
    /// the first Xcode with iOS 12 (the documents seen store 44 up to tools 14109, Xcode 9, and
    /// 50 at 19162; the threshold sits above Xcode 9's builds).
    static let padNavigationBarChange = 14200.0

    /// The navigation bar's height in documents saved with `toolsVersion`, on a tablet when
    /// `pad`: 54 in Xcode 26; 50 on a tablet from Xcode 10 (the bars stored by an Xcode 12
    /// document on the 8.3-inch iPad mini; Xcode 9 documents on 9.7-inch iPads store 44); else
    /// 44.
    static func navigationBar(toolsVersion: Double, pad: Bool = false) -> Double {
        if toolsVersion >= IBDevice.xcode26 { return xcode26NavigationBar }
        return pad && toolsVersion >= padNavigationBarChange ? padNavigationBar : navigationBar
    }

    /// The navigation bar's height in this document.
    private let navigationBarHeight: Double

    /// - Parameters:
    ///   - pad: whether the document's device is a tablet.
    ///   - tieBreakers: the ids of the document's `<inferredMetricsTieBreakers>` segues.
    init(controllers: [XMLNode], toolsVersion: Double, pad: Bool = false, tieBreakers: [String] = []) {
        navigationBarHeight = Self.navigationBar(toolsVersion: toolsVersion, pad: pad)
        var byID: [String: XMLNode] = [:]
        for c in controllers { if let id = c["id"] { byID[id] = c } }
        /// The `<segue>` elements under `node`, in document order.
        func allSegues(_ node: XMLNode) -> [XMLNode] {
            var out: [XMLNode] = []
            var stack = [node]
            while let n = stack.popLast() {
                if n.name == "segue" { out.append(n) }
                stack.append(contentsOf: n.children.reversed())
            }
            return out
        }
        func segues(_ node: XMLNode, kinds: Set<String>, relationship: String? = nil) -> [String] {
            allSegues(node).compactMap { n in
                guard let kind = n["kind"], kinds.contains(kind),
                    relationship == nil || n["relationship"] == relationship
                else { return nil }
                return n["destination"]
            }
        }
        // The controllers a tie-breaking segue reaches, and the segue's source.
        var brokenBy: [String: XMLNode] = [:]
        if !tieBreakers.isEmpty {
            for c in controllers {
                for n in allSegues(c) {
                    if let id = n["id"], tieBreakers.contains(id), let d = n["destination"] { brokenBy[d] = c }
                }
            }
        }
        // Navigation stacks: roots, then everything pushed from them, to a fixed point in
        // document order (a queue, so a long chain of pushes is linear).
        var queue: [String] = []
        for c in controllers where c.name == "navigationController" {
            for d in segues(c, kinds: ["relationship"], relationship: "rootViewController") where stackOf[d] == nil {
                stackOf[d] = c
                queue.append(d)
            }
        }
        // A controller that asks for a navigation bar itself (`simulatedNavigationBarMetrics`)
        // starts a stack as well: Interface Builder infers the bar for what it shows or pushes,
        // as it would from a navigation controller's root.
        for c in controllers where c.name != "navigationController" && c.child("simulatedNavigationBarMetrics") != nil {
            guard let id = c["id"], stackOf[id] == nil else { continue }
            stackOf[id] = c
            queue.append(id)
        }
        var i = 0
        var moves = 0
        while i < queue.count {
            let id = queue[i]
            i += 1
            guard let node = byID[id], let nav = stackOf[id] else { continue }
            for d in segues(node, kinds: ["show", "push"]) where byID[d]?.name != "navigationController" {
                // A controller already in a stack moves only to the stack of its tie breaker's
                // source. Each move copies the source's stack, so the moves reach a fixed point;
                // the count bounds them all the same (a document can be any graph of segues).
                if let owner = stackOf[d] {
                    guard brokenBy[d] === node, owner !== nav, moves < controllers.count else { continue }
                    moves += 1
                }
                stackOf[d] = nav
                queue.append(d)
            }
        }
        for c in controllers where c.name == "tabBarController" {
            for d in segues(c, kinds: ["relationship"], relationship: "viewControllers") {
                inTabs.insert(d)
                guard let nav = byID[d], nav.name == "navigationController" else { continue }
                for (member, owner) in stackOf where owner === nav { inTabs.insert(member) }
            }
        }
    }

    /// The heights of the bars above and below `controller`'s view.
    func heights(of controller: XMLNode) -> (top: Double, bottom: Double) {
        guard let id = controller["id"] else { return (0, 0) }
        var top = 0.0, bottom = 0.0
        if let nav = stackOf[id], nav["navigationBarHidden"] != "YES" {
            top = navigationBarHeight
            let large = nav.child("navigationBar")?["largeTitles"] == "YES"
            let mode = controller.child("navigationItem")?["largeTitleDisplayMode"]
            if large && mode != "never" { top += Self.largeTitleExtra }
            if nav["toolbarHidden"] == "NO" { bottom = Self.toolbar }
        }
        if inTabs.contains(id) && controller["hidesBottomBarWhenPushed"] != "YES" { bottom = Self.tabBar }
        return (top, bottom)
    }
}
