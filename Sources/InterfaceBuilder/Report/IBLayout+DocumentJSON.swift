import Constraints
import LayoutSpec

extension IBLayout {
    /// The JSON report's `document` member: kind, device (with the size classes and the
    /// window's unsafe area it simulates), each scene's root and the warnings with their lines.
    package var documentJSON: JSONValue {
        var members: [(String, JSONValue)] = [("kind", .string(document.kind.rawValue))]
        if let d = traits {
            members.append(
                (
                    "device",
                    .object([
                        ("id", .string(d.id)),
                        ("screen", .array([.number(d.screen.width), .number(d.screen.height)])),
                        (
                            "safeAreaInsets",
                            .array(
                                [
                                    d.safeAreaInsets.top, d.safeAreaInsets.left, d.safeAreaInsets.bottom,
                                    d.safeAreaInsets.right,
                                ].map(JSONValue.number))
                        ),
                        ("widthClass", .string(IBDevice.name(d.horizontalSizeClass))),
                        ("heightClass", .string(IBDevice.name(d.verticalSizeClass))),
                    ])
                ))
        }
        members.append(("scenes", .array(roots.map { .string($0.name) })))
        members.append(
            (
                "warnings",
                .array(
                    warnings.map { .object([("line", .number(Double($0.line))), ("message", .string($0.message))]) })
            ))
        return .object(members)
    }
}
