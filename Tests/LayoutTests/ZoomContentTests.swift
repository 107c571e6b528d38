import Testing

@testable import Constraints

/// Zoom content: the content size when the zoom view is not the whole content, centring,
/// Apple's zoom rectangle and the double-tap cycle. Numbers worked by hand.
@Suite struct ZoomContentTests {
    /// Keeps the fixtures' roots alive: views hold their superviews weakly.
    let roots = Roots()

    /// The WWDC session's stationary header: a 44-point header above a 640 × 480 photo.
    func headerAndPhoto(scale: Double) throws -> ScrollView {
        let (root, sv) = try scrollWindow()
        let header = View("header", frame: Rect(x: 0, y: 0, width: 320, height: 44))
        let photo = View("photo", frame: Rect(x: 0, y: 44, width: 640, height: 480))
        sv.addSubview(header)
        sv.addSubview(photo)
        sv.zoomView = photo
        sv.minimumZoomScale = 0.25
        sv.maximumZoomScale = 2
        sv.zoomScale = scale
        root.layoutIfNeeded()
        roots.keep(root)
        return sv
    }

    /// At 2× the photo is 1280 × 960 below the header, which does not zoom: 1280 × 1004 (scaling
    /// the space above the photo too would give 1048).
    @Test func theHeaderAboveThePhotoDoesNotZoom() throws {
        let sv = try headerAndPhoto(scale: 2)
        #expect(sv.zoomedFrame == Rect(x: 0, y: 44, width: 1280, height: 960))
        #expect(sv.contentSize == Size(width: 1280, height: 1004))
        #expect(sv.maximumContentOffset == Point(x: 960, y: 524))
        // Zoomed out, the header is the widest content.
        let out = try headerAndPhoto(scale: 0.25)
        #expect(out.zoomedFrame == Rect(x: 0, y: 44, width: 160, height: 120))
        #expect(out.contentSize == Size(width: 320, height: 164))
    }

    @Test func aPhotoAloneAtTheOriginIsUIKitsRule() throws {
        let (root, sv) = try scrollWindow()
        let photo = View("photo", frame: Rect(x: 0, y: 0, width: 640, height: 480))
        sv.addSubview(photo)
        sv.zoomView = photo
        sv.maximumZoomScale = 2
        sv.zoomScale = 1.5
        root.layoutIfNeeded()
        #expect(sv.contentSize == Size(width: 960, height: 720))
        #expect(sv.unzoomedContentSize == Size(width: 0, height: 0))
    }

    /// The seeds' centring: a photo smaller than the bounds sits in the middle of them; the
    /// content size is the uncentred one.
    @Test func centringSmallContent() throws {
        let (root, sv) = try scrollWindow()
        let photo = View("photo", frame: Rect(x: 0, y: 0, width: 640, height: 480))
        sv.addSubview(photo)
        sv.zoomView = photo
        sv.minimumZoomScale = 0.25
        sv.maximumZoomScale = 2
        sv.centersContent = true
        sv.zoomScale = 0.25
        root.layoutIfNeeded()
        #expect(sv.zoomedFrame == Rect(x: 80, y: 180, width: 160, height: 120))
        #expect(sv.contentSize == Size(width: 160, height: 120))
        // At 0.5 the photo is exactly as wide as the bounds: centred only vertically.
        #expect(sv.zoomedFrame(atScale: 0.5) == Rect(x: 0, y: 120, width: 320, height: 240))
        // At 1 it is larger both ways: its layout origin.
        #expect(sv.zoomedFrame(atScale: 1) == Rect(x: 0, y: 0, width: 640, height: 480))
        // Insets shrink the area it is centred in: 480 − 64 − 44 = 372 high.
        sv.contentInset = EdgeInsets(top: 64, left: 0, bottom: 44, right: 0)
        #expect(sv.zoomedFrame(atScale: 0.25) == Rect(x: 80, y: 126, width: 160, height: 120))
        // Off by default: pinned at its layout origin, as UIKit does.
        sv.centersContent = false
        #expect(sv.zoomedFrame(atScale: 0.25) == Rect(x: 0, y: 0, width: 160, height: 120))
    }

    /// Apple's Listing 3-2: the bounds' size ÷ scale, centred on the point.
    @Test func zoomRectForScaleAndCenter() throws {
        let (root, sv) = try scrollWindow()
        root.layoutIfNeeded()
        #expect(
            try sv.zoomRect(forScale: 2, center: Point(x: 100, y: 200)) == Rect(x: 20, y: 80, width: 160, height: 240))
        #expect(
            try sv.zoomRect(forScale: 0.5, center: Point(x: 320, y: 240))
                == Rect(x: 0, y: -240, width: 640, height: 960))
        #expect(
            try sv.zoomRect(forScale: 1, center: Point(x: 160, y: 240)) == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(throws: ScrollGeometryError.invalidZoomScale(0)) { try sv.zoomRect(forScale: 0, center: .zero) }
        #expect(throws: ScrollGeometryError.invalidZoomScale(-1)) { try sv.zoomRect(forScale: -1, center: .zero) }
    }

    /// The seeds' double tap: below 1 → 1, below the maximum → the maximum, else the minimum.
    @Test func doubleTapCycle() throws {
        let (root, sv) = try scrollWindow()
        root.layoutIfNeeded()
        sv.minimumZoomScale = 0.5
        sv.maximumZoomScale = 4
        var seen: [Double] = [sv.zoomScale]
        for _ in 0..<4 {
            sv.zoomScale = sv.doubleTapZoomScale
            seen.append(sv.zoomScale)
        }
        #expect(seen == [1, 4, 0.5, 1, 4])
        sv.zoomScale = 2
        #expect(sv.doubleTapZoomScale == 4)
        // Minimum 1: the cycle is 1 → maximum → 1.
        sv.minimumZoomScale = 1
        sv.maximumZoomScale = 3
        sv.zoomScale = 1
        #expect(sv.doubleTapZoomScale == 3)
        sv.zoomScale = 3
        #expect(sv.doubleTapZoomScale == 1)
        // The rectangle for a tap at (100, 100) from 1 to 3: 320/3 × 160 centred on it.
        sv.zoomScale = 1
        let r = sv.doubleTapZoomRect(at: Point(x: 100, y: 100))
        #expect(r == Rect(x: 100 - 320.0 / 6, y: 20, width: 320.0 / 3, height: 160))
    }

    /// zoom(to:) centres on the rectangle in the zoomed frame that keeps its layout origin.
    @Test func zoomToARectBelowTheHeader() throws {
        let sv = try headerAndPhoto(scale: 1)
        // The photo's (0, 0, 160, 240) fits the bounds at 2×, where it is content (0, 44, 320, 480):
        // centre (160, 284), so the offset is (0, 44).
        let (s, o) = sv.zoomTarget(for: Rect(x: 0, y: 0, width: 160, height: 240))
        #expect(s == 2)
        #expect(o == Point(x: 160 - 160, y: 44 + 240 - 240))
    }
}
