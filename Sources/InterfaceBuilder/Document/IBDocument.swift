import Constraints
import Foundation
import LayoutSpec

/// An Interface Builder document (`.xib` or `.storyboard`) as data: its device, its scenes with
/// their views and constraints, the size-class variations, and warnings about what is not
/// modelled, each with the file's line.
///
/// Read with ``read(_:file:)``; laid out with ``IBLayout``.
public struct IBDocument: Sendable {
    /// Whether the document is a xib or a storyboard.
    public enum Kind: String, Sendable {
        case xib, storyboard
    }
    /// The file name as given.
    public var file: String
    /// Xib or storyboard.
    public var kind: Kind
    /// `toolsVersion` (the Xcode build that saved it) as a number, 0 when absent.
    public var toolsVersion: Double
    /// `<device id=…>`, or nil when absent or not in the device table.
    public var device: IBDevice?
    /// `useAutolayout="YES"`.
    public var usesAutoLayout: Bool
    /// `useSafeAreas="YES"`.
    public var usesSafeAreas: Bool
    /// What is laid out, in document order.
    public var scenes: [IBScene]
    /// The size-class variations that mask views or constraints, in document order.
    public var variations: [IBVariation]
    /// What the reader left out, in document order.
    public var warnings: [IBWarning]

    /// Every view of every scene in tree order, with its superview's id.
    public var allViews: [(view: IBView, superview: String?)] {
        var out: [(IBView, String?)] = []
        func walk(_ v: IBView, _ parent: String?) {
            out.append((v, parent))
            for s in v.subviews { walk(s, v.id) }
        }
        for s in scenes { walk(s.root, nil) }
        return out
    }
}
