import Constraints
import InternalUtilities

/// Plays a ``ScrollScript`` against a scroll view of a laid-out spec, frame by frame, and
/// records what `layout-tool scroll` prints (``ScrollReport``).
///
/// - Frame `k` is at `k / fps` seconds; a step that takes time (`drag`, `wait`, `pinch`) takes
///   `max(1, round(T · fps))` frames (`wait`: `round(T · fps)`), the finger or fingers moving
///   evenly at each frame; the other steps happen at once, between frames.
/// - A finger goes down at the centre of the scroll view's frame when a `drag` starts with none
///   down, and stays down (through `wait`s) until `release`. `release` without a velocity uses
///   the velocity of a `drag` just before it (`DX,DY / T`), and 0 after time has passed.
/// - `settle` runs frames until nothing moves (at most ``maximumSettleTime``).
/// - Steps that make no sense where they are (`release` with no finger down, `pinch` with a
///   finger down or without a zoom view, `zoom` without a zoom view) are errors located at the
///   step.
public enum ScrollPlayback {
    /// The most frames a script may run: 200,000 (an hour at 60 fps is 216,000).
    public static let maximumFrames = 200_000
    /// The longest `settle` waits for the motion to stop: 120 seconds.
    public static let maximumSettleTime = 120.0
    /// The frame rates accepted: 1 to 1,000 frames per second.
    public static let frameRates = 1.0...1000.0

    /// Plays `script` against `scrollView` (of `layout`, already laid out) at `fps`.
    /// - Throws: ``InputError`` located at the step that cannot be played.
    /// - Complexity: O(frames), each an offset change (and a layout pass while zooming).
    public static func play(_ script: ScrollScript, on scrollView: ScrollView, fps: Double) throws(InputError)
        -> ScrollReport
    {
        guard fps.isFinite, frameRates.contains(fps) else {
            throw InputError(file: script.file, line: 1, column: 1, message: "fps must be from 1 to 1000")
        }
        var player = Player(sv: scrollView, fps: fps, script: script)
        return try player.run()
    }
}

/// The state of one playback.
private struct Player {
    let sv: ScrollView
    let fps: Double
    let script: ScrollScript
    let recorder: ScrollEventRecorder
    var frames: [ScrollReport.Frame] = []
    var frame = 0
    /// Where the finger is, while one is down.
    var finger: Point?
    /// The velocity of the `drag` just played, until time passes otherwise.
    var dragVelocity: Point?
    var step: ScrollScript.Step?

    init(sv: ScrollView, fps: Double, script: ScrollScript) {
        self.sv = sv
        self.fps = fps
        self.script = script
        recorder = ScrollEventRecorder(scrollView: sv)
    }

    var center: Point { Point(x: sv.frame.width / 2, y: sv.frame.height / 2) }

    func fail(_ message: String) -> InputError {
        guard let step else { return InputError(file: script.file, line: 1, column: 1, message: message) }
        let keyword = step.text.split(separator: " ").first.map(String.init) ?? step.text
        return script.error("\(keyword): \(message)", at: step)
    }

    /// Runs a call of the model, turning its refusal into an error at the step.
    func attempt(_ body: () throws(ScrollMotionError) -> Void) throws(InputError) {
        do throws(ScrollMotionError) {
            try body()
        } catch {
            throw fail(error.description)
        }
    }

    mutating func tick() throws(InputError) {
        guard frame < ScrollPlayback.maximumFrames else {
            throw fail("the script runs longer than \(ScrollPlayback.maximumFrames) frames")
        }
        frame += 1
        let t = Double(frame) / fps
        try attempt { () throws(ScrollMotionError) in try sv.advanceClock(to: t) }
    }

    mutating func record() {
        frames.append(
            ScrollReport.Frame(
                t: ScrollReport.time(sv.motionClock), offset: ScrollReport.offset(sv.contentOffset),
                zoomScale: ScrollReport.rounded(sv.zoomScale, 4), tracking: sv.isTracking, dragging: sv.isDragging,
                decelerating: sv.isDecelerating, zooming: sv.isZooming, zoomBouncing: sv.isZoomBouncing))
    }

    /// Frames for a step of `t` seconds: at least one when `atLeastOne`.
    func frameCount(_ t: Double, atLeastOne: Bool) -> Int {
        let n = Int((t * fps).rounded(.toNearestOrAwayFromZero))
        return atLeastOne ? Swift.max(1, n) : n
    }

    mutating func run() throws(InputError) -> ScrollReport {
        let previous = sv.delegate
        sv.delegate = recorder
        defer { sv.delegate = previous }
        sv.layoutIfNeeded()
        for s in script.steps {
            step = s
            try play(s.action)
        }
        let final = ScrollReport.Final(
            t: ScrollReport.time(sv.motionClock), offset: ScrollReport.offset(sv.contentOffset),
            zoomScale: ScrollReport.rounded(sv.zoomScale, 4),
            contentSize: Size(
                width: ScrollReport.rounded(sv.contentSize.width, 3),
                height: ScrollReport.rounded(sv.contentSize.height, 3)),
            resting: sv.isResting)
        return ScrollReport(view: sv.name, fps: fps, frames: frames, events: recorder.events, final: final)
    }

    mutating func play(_ action: ScrollScript.Action) throws(InputError) {
        switch action {
        case .drag(let d, let duration):
            let start = finger ?? center
            if finger == nil { try attempt { () throws(ScrollMotionError) in try sv.beginTouch(at: start) } }
            finger = start
            let n = frameCount(duration, atLeastOne: true)
            for k in 1...n {
                try tick()
                let f = Double(k) / Double(n)
                let p = Point(x: start.x + d.x * f, y: start.y + d.y * f)
                try attempt { () throws(ScrollMotionError) in try sv.moveTouch(to: p) }
                finger = p
                record()
            }
            let seconds = duration > 0 ? duration : 1 / fps
            dragVelocity = Point(x: d.x / seconds, y: d.y / seconds)
        case .release(let v):
            guard finger != nil else { throw fail("no finger is down (a 'drag' puts one down)") }
            let velocity = v ?? dragVelocity ?? .zero
            try attempt { () throws(ScrollMotionError) in try sv.endTouch(velocity: velocity) }
            finger = nil
            dragVelocity = nil
        case .wait(let t):
            for _ in 0..<frameCount(t, atLeastOne: false) {
                try tick()
                record()
            }
            if frameCount(t, atLeastOne: false) > 0 { dragVelocity = nil }
        case .settle:
            let limit = frame + Int((ScrollPlayback.maximumSettleTime * fps).rounded(.up))
            while sv.isMoving {
                guard frame < limit else { throw fail("still moving after 120 seconds") }
                try tick()
                record()
            }
            dragVelocity = nil
        case .scrollTo(let p, let animated):
            sv.setContentOffset(p, animated: animated)
        case .scrollRect(let r, let animated):
            sv.scrollRectToVisible(r, animated: animated)
        case .scrollToTop:
            sv.statusBarTapped()
        case .pinch(let s, let c, let duration):
            guard finger == nil else { throw fail("a finger is down (a 'release' lifts it first)") }
            try checkZoom()
            try attempt { () throws(ScrollMotionError) in try sv.beginPinch(at: c ?? center) }
            let n = frameCount(duration, atLeastOne: true)
            for k in 1...n {
                try tick()
                let factor = 1 + (s - 1) * Double(k) / Double(n)
                try attempt { () throws(ScrollMotionError) in try sv.changePinch(scale: factor) }
                record()
            }
            try attempt { () throws(ScrollMotionError) in try sv.endPinch() }
            dragVelocity = nil
        case .zoom(let s, let animated):
            try checkZoom()
            sv.setZoomScale(s, animated: animated)
        case .target(let p):
            recorder.target = p
        }
    }

    /// A zoom step needs a zoom view and a zoom range.
    func checkZoom() throws(InputError) {
        guard let z = sv.zoomView, z.superview === sv else {
            throw fail("scroll view '\(sv.name)' has no zoomView to zoom (see the spec's \"scroll\" object)")
        }
        guard sv.maximumZoomScale > sv.minimumZoomScale else {
            throw fail(
                "scroll view '\(sv.name)' cannot zoom: maximumZoomScale (\(formatNumber(sv.maximumZoomScale))) is not above minimumZoomScale (\(formatNumber(sv.minimumZoomScale)))"
            )
        }
    }
}
