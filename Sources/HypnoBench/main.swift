import BenchScenes
import Foundation
import PixelEngine
import SDLPlatform
@_spi(Platform) import UIKit

// `make bench`: refbench's scenes through the real layer tree and compositor, at 1280x720 (b_4k at
// 3840x2160), headless. Prints the kernel path, then `NAME median_ms` per figure; `--frames N`, `--png DIR`
// (screenshots), `--path baseline|avx2` (the kernel path, as PIXELENGINE_PATH).

/// A window with an empty root view the scenes fill.
@MainActor
final class BenchDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}


/// Scene a's rings as `RingsView.draw` paints them, through `Canvas` alone (with rasterizers kept
/// from frame to frame, as the application keeps them for its layers).
func drawRings(into bitmap: Bitmap, rasterizers: RasterizerPool) {
    let canvas = Canvas(bitmap, rasterizers: rasterizers)
    canvas.defersFills = true
    var background = Path()
    background.addRect(x: 0, y: 0, width: 1280, height: 720)
    canvas.fill(background, paint: .solid(PixelColor(r: 1, g: 1, b: 1)))
    for i in 0..<30 {
        var ring = Path()
        ring.addArc(centerX: 640, centerY: 360, radius: 20 + 25 * Double(i), startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = UIColor(hue: CGFloat(i) / 30, saturation: 0.45, brightness: 0.95, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        canvas.stroke(ring, style: StrokeStyle(width: 10), paint: .solid(PixelColor(r: Float(r), g: Float(g), b: Float(b))))
    }
    canvas.flush()
}

func median(_ v: [Double]) -> Double {
    let s = v.sorted()
    return s.isEmpty ? 0 : (s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2)
}

@MainActor
struct Bench {
    var frames = 200
    var pngDir: String?
    var assets: String?
    /// Only figures whose name starts with this prefix (for profiling).
    var only: String?
    /// Wall-clock time like refbench; `--cpu-time` measures the thread's CPU time instead (for noisy machines).
    var cpuTime = false

    func nowMS() -> Double {
        var ts = timespec()
        clock_gettime(cpuTime ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
    }

    /// `--only b` selects b and b_4k; a trailing `$` asks for one figure exactly (`--only 'c$'`).
    func wants(_ name: String) -> Bool {
        guard let only else { return true }
        return only.hasSuffix("$") ? name == String(only.dropLast()) : name.hasPrefix(only)
    }

    func report(_ name: String, _ times: [Double], pixels: Int? = nil) {
        guard wants(name) else { return }
        var line = String(format: "%@ %.3f", name, median(times))
        if let p = pixels { line += " \(p)px" }
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    func session(scale: CGFloat) throws -> HeadlessSession {
        var o = LaunchOptions()
        o.size = CGSize(width: BenchScenes.width, height: BenchScenes.height)
        o.scale = scale
        o.assetsDirectory = assets
        return try HeadlessSession(options: o, delegate: BenchDelegate())
    }

    func rootView(_ s: HeadlessSession) -> UIView { s.app.keyWindow!.rootViewController!.view }

    func clear(_ root: UIView) {
        for v in root.subviews { v.removeFromSuperview() }
        for l in root.layer.sublayers ?? [] where l.delegate == nil { l.removeFromSuperlayer() }
    }

    func screenshot(_ s: HeadlessSession, _ name: String) {
        guard let dir = pngDir else { return }
        s.app.invalidateSurface()
        s.step()
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try? s.host.writeScreenshot(to: (dir as NSString).appendingPathComponent(name))
    }

    func time(_ body: () -> Void) -> Double {
        let t0 = nowMS()
        body()
        return nowMS() - t0
    }

    func run() throws {
        let warmup = 10
        var s = try session(scale: 1)
        let app = s.app
        let root = rootView(s)
        let surface = Bitmap(width: 1280, height: 720)
        var pixels = 0
        func frame() { pixels = app.renderFrame(into: surface).reduce(0) { $0 + $1.area } }

        // a_first: fresh layers every frame (nothing cached but the platform's glyphs).
        var times: [Double] = []
        var field: UILabel!
        for i in 0..<(wants("a_first") ? frames + warmup : 1) {
            clear(root)
            field = BenchScenes.sceneA(in: root)
            let t = time(frame)
            if i >= warmup { times.append(t) }
        }
        report("a_first", times)
        times = []
        // Figures not asked for (`--only`) run no frames, so a profile shows only the one asked for.
        func count(_ name: String, _ n: Int) -> Int { wants(name) ? n : 0 }
        // a_reuse: fresh views, their first frame untimed, then the whole window again: what the first
        // recomposite of new layers costs.
        for i in 0..<count("a_reuse", frames + warmup) {
            clear(root)
            field = BenchScenes.sceneA(in: root)
            frame()
            app.invalidateSurface()
            let t = time(frame)
            if i >= warmup { times.append(t) }
        }
        report("a_reuse", times)
        times = []
        for i in 0..<count("a_full", frames + warmup) {
            app.invalidateSurface()
            let t = time(frame)
            if i >= warmup { times.append(t) }
        }
        report("a_full", times)
        times = []
        var idlePixels = 0
        for _ in 0..<count("a_idle", frames) {
            times.append(time(frame))
            idlePixels += pixels
        }
        report("a_idle", times, pixels: idlePixels)
        times = []
        var typed = 0
        for i in 0..<count("a_type", frames + warmup) {
            typed = typed >= 30 ? 0 : typed + 1
            field.text = "Search" + String(repeating: "x", count: typed)
            let t = time(frame)
            if i >= warmup { times.append(t) }
        }
        report("a_type", times, pixels: pixels)
        field.text = "Search"
        screenshot(s, "a.png")

        // rings (diagnostic): scene a's 30 rings drawn straight through the pixel engine's `Canvas`, no
        // views or layers: the part of a_first the rasterizer and stroker own.
        if wants("rings") {
            let bitmap = Bitmap(width: 1280, height: 720)
            let rasterizers = RasterizerPool()
            times = []
            for i in 0..<(frames + warmup) {
                bitmap.clear()
                let t = time { drawRings(into: bitmap, rasterizers: rasterizers) }
                if i >= warmup { times.append(t) }
            }
            report("rings", times)
        }

        // blur (diagnostic): a 600 x 200 material (sigma 20, saturation 1.8, a white tint, as `.systemMaterial`)
        // filtering scene a's rings behind it: the work a UIVisualEffectView costs per frame the content moves.
        if wants("blur") {
            let backdrop = Bitmap(width: 1280, height: 720)
            drawRings(into: backdrop, rasterizers: RasterizerPool())
            let area = PixelRect(x: 340, y: 260, width: 600, height: 200)
            let reach = BackdropBlur.reach(sigma: 20)
            let sourceRect = area.insetBy(-reach)
            let source = Bitmap(width: sourceRect.width, height: sourceRect.height)
            for y in 0..<sourceRect.height {
                source.row(y).update(from: backdrop.row(sourceRect.y + y) + sourceRect.x, count: sourceRect.width)
            }
            let result = Bitmap(width: area.width, height: area.height)
            let tint = PixelColor(r: 0.98, g: 0.98, b: 0.98, a: 0.68).premultiplied
            times = []
            for i in 0..<(frames + warmup) {
                let t = time {
                    BackdropBlur.filter(source: source, sourceRect: sourceRect, area: area, sigma: 20, saturation: 1.8,
                                        tint: tint, into: result)
                }
                if i >= warmup { times.append(t) }
            }
            report("blur", times)
            if let dir = pngDir {
                // The filtered pixels, raw (0xAARRGGBB words, 600 x 200), to compare kernel versions with `cmp`.
                let bytes = Data(bytes: result.row(0), count: result.stride * result.height * 4)
                try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                try? bytes.write(to: URL(fileURLWithPath: (dir as NSString).appendingPathComponent("blur.argb")))
            }
        }

        // b: the carousel, every plane's angle advanced each frame.
        func carousel(_ s: HeadlessSession, _ surface: Bitmap, name: String) {
            let app = s.app
            let root = rootView(s)
            clear(root)
            let planes = BenchScenes.sceneB(in: root)
            _ = app.renderFrame(into: surface)
            var times: [Double] = []
            for f in 0..<(frames + warmup) {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                for (i, p) in planes.enumerated() { p.transform = BenchScenes.planeTransform(frame: f + 1, index: i) }
                CATransaction.commit()
                let t = time { pixels = app.renderFrame(into: surface).reduce(0) { $0 + $1.area } }
                if f >= warmup { times.append(t) }
            }
            report(name, times, pixels: pixels)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for (i, p) in planes.enumerated() { p.transform = BenchScenes.planeTransform(frame: 0, index: i) }
            CATransaction.commit()
        }
        if wants("b") { carousel(s, surface, name: "b") }
        screenshot(s, "b.png")

        // c: one frame of the HUD spring, damage only; c_full: the same frame, whole window.
        clear(root)
        let hud = BenchScenes.sceneC(in: root)
        frame()
        times = []
        for f in 0..<count("c", frames + warmup) {
            BenchScenes.applySpring(hud, frame: f)
            let t = time(frame)
            if f >= warmup { times.append(t) }
        }
        report("c", times, pixels: pixels)
        times = []
        for f in 0..<count("c_full", frames + warmup) {
            BenchScenes.applySpring(hud, frame: f)
            app.invalidateSurface()
            let t = time(frame)
            if f >= warmup { times.append(t) }
        }
        report("c_full", times, pixels: pixels)
        BenchScenes.applySpring(hud, frame: 6)
        screenshot(s, "c.png")
        s.shutdown()

        // b_4k: the carousel at 3840x2160 (1280x720 points at 3 pixels per point).
        if wants("b_4k") {
            s = try session(scale: 3)
            carousel(s, Bitmap(width: 3840, height: 2160), name: "b_4k")
            s.shutdown()
        }
    }
}

var bench = Bench()
var args = CommandLine.arguments.dropFirst().makeIterator()
while let a = args.next() {
    switch a {
    case "--frames": bench.frames = max(1, Int(args.next() ?? "") ?? 200)
    case "--png": bench.pngDir = args.next()
    case "--assets": bench.assets = args.next()
    case "--only": bench.only = args.next()
    case "--cpu-time": bench.cpuTime = true
    case "--path":
        // The kernel path to run (as PIXELENGINE_PATH, which this overrides).
        let name = args.next() ?? ""
        guard let path = KernelPath(rawValue: name) else {
            FileHandle.standardError.write(Data("HypnoBench: --path takes baseline or avx2, not '\(name)'\n".utf8))
            exit(2)
        }
        guard KernelPath.force(path) else {
            FileHandle.standardError.write(Data("HypnoBench: this CPU cannot run the \(name) path\n".utf8))
            exit(2)
        }
    default:
        FileHandle.standardError.write(Data(("usage: HypnoBench [--frames N] [--png DIR] [--assets DIR] [--only PREFIX] [--cpu-time] "
                                             + "[--path baseline|avx2]\n").utf8))
        exit(2)
    }
}
// Which copy of the pixel kernels runs (PIXELENGINE_PATH or --path; the fastest the CPU has by default).
FileHandle.standardOutput.write(Data(("# kernel path: \(KernelPath.current.rawValue) (this CPU: "
                                      + (KernelPath.avx2.isSupported ? "baseline, avx2" : "baseline") + ")\n").utf8))
do {
    try MainActor.assumeIsolated { try bench.run() }
} catch {
    FileHandle.standardError.write(Data("HypnoBench: \(error)\n".utf8))
    exit(1)
}
