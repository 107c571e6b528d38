/// Why a scroll view refused what its host fed it. The scroll view's state is unchanged.
public enum ScrollMotionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A time, position, velocity or scale that is NaN, infinite or out of range; `what` names
    /// it.
    case invalidValue(String)
    /// The clock was asked to go back from `now` to `requested`.
    case timeGoesBackwards(now: Double, requested: Double)
    /// A touch moved or lifted with no finger down.
    case noTouch
    /// A finger went down while one (or a pinch) is already down.
    case touchInProgress
    /// A pinch changed or ended with none in progress.
    case noPinch
    /// A pinch began while a finger or a pinch is down.
    case pinchInProgress
    /// A pinch on a scroll view that cannot zoom: `reason` says why (no zoom view, or the
    /// maximum zoom scale is not above the minimum).
    case cannotZoom(String)

    /// A sentence without a final period.
    public var description: String {
        switch self {
        case .invalidValue(let what): "\(what) must be a finite number in range"
        case .timeGoesBackwards(let now, let requested):
            "the clock cannot go back from \(now) to \(requested) seconds"
        case .noTouch: "no finger is down"
        case .touchInProgress: "a finger is already down"
        case .noPinch: "no pinch is in progress"
        case .pinchInProgress: "a pinch or a finger is already down"
        case .cannotZoom(let reason): "the scroll view cannot zoom: \(reason)"
        }
    }
}
