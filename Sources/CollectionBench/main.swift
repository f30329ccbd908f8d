import Foundation
import PixelEngine
import SDLPlatform
@_spi(Platform) import UIKit

// `make bench-collection` (part of `make bench`): a grid of N items (default 10,000; 100 x 100 tiles, each a
// coloured cell with a number label) in a 1280x720 window, scrolled by a finger dragging up the screen at 60 Hz
// (strokes of 680 points in 0.57 s, the content coasting between them), headless on one core. Every frame is
// timed in thread CPU time from the touch to the composited pixels (input, scrolling, collection view layout,
// cell reuse, drawing new labels, compositing). Prints per-frame mean and max ms, the cells ever made and the
// resident memory; `--items N` (several allowed), `--frames N`, `--png FILE` (the last frame).

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

/// A tile: a rounded coloured content view and a centred number.
@MainActor
final class TileCell: UICollectionViewCell {
    let label = UILabel(frame: .zero)
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10  // the background's corners (nothing to clip: the label fits inside)
        label.textAlignment = .center
        label.textColor = .white
        label.font = .systemFont(ofSize: 18, weight: .semibold)
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() {
        super.layoutSubviews()
        let h = label.font.lineHeight.rounded(.up)  // a line tall: its bitmap holds the text, not the whole tile
        label.frame = CGRect(x: 0, y: ((contentView.bounds.height - h) / 2).rounded(), width: contentView.bounds.width, height: h)
    }
}

@MainActor
final class GridSource: NSObject, UICollectionViewDataSource {
    let count: Int
    var made = Set<ObjectIdentifier>()
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
        made.insert(ObjectIdentifier(cell))
        cell.label.text = "\(indexPath.item)"
        cell.contentView.backgroundColor = UIColor(hue: CGFloat(indexPath.item % 97) / 97, saturation: 0.6, brightness: 0.85, alpha: 1)
        return cell
    }
}

/// A collection view that times its own layout passes (cells reused, placed and configured).
@MainActor
final class TimedCollectionView: UICollectionView {
    var layoutTime = 0.0
    override func layoutSubviews() {
        let t0 = cpuMS()
        super.layoutSubviews()
        layoutTime += cpuMS() - t0
    }
}

func cpuMS() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
}

/// Resident memory in MB (VmRSS), or -1 where /proc is missing.
func residentMB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return -1 }
    return kb / 1024
}

@MainActor
func run(items: Int, frames: Int, png: String?) throws {
    var options = LaunchOptions()
    options.size = CGSize(width: 1280, height: 720)
    options.scale = 1
    let session = try HeadlessSession(options: options, delegate: BenchDelegate())
    defer { session.shutdown() }
    let app = session.app
    let root = app.keyWindow!.rootViewController!.view!
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let grid = TimedCollectionView(frame: root.bounds, collectionViewLayout: layout)
    grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
    let source = GridSource(count: items)
    grid.dataSource = source
    root.addSubview(grid)
    let surface = Bitmap(width: 1280, height: 720)
    let rssBefore = residentMB()
    let tLayout = cpuMS()
    _ = app.renderFrame(into: surface)
    let firstFrame = cpuMS() - tLayout
    var times: [Double] = [], layoutTimes: [Double] = []
    // Strokes: down at y 700, up 20 points a frame to y 20, lift; the next stroke catches the coasting content.
    var frame = 0, y: CGFloat = 700, phase: UITouch.Phase = .began
    while frame < frames + 30 {
        let t0 = cpuMS()
        app.handle(.touch(finger: 1, phase: phase, location: CGPoint(x: 640, y: y)))
        app.dispatchPendingInput()
        session.clock.advance(by: 1.0 / 60)
        grid.layoutTime = 0
        _ = app.renderFrame(into: surface)
        let layoutTime = grid.layoutTime
        let t = cpuMS() - t0
        if frame >= 30 { times.append(t); layoutTimes.append(layoutTime) }  // warm-up: the first screens' cells and glyphs
        frame += 1
        switch phase {
        case .began: phase = .moved; y -= 20
        case .moved where y <= 20: phase = .ended
        case .moved: y -= 20
        default: phase = .began; y = 700
        }
    }
    let mean = times.reduce(0, +) / Double(max(times.count, 1))
    let sorted = times.sorted()
    let p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    let layoutMean = layoutTimes.reduce(0, +) / Double(max(layoutTimes.count, 1))
    let line = String(format: "grid_%d mean %.3f max %.3f p99 %.3f ms/frame over %d frames (collection view layout: mean %.3f max %.3f); first frame %.1f ms; scrolled %.0f pt; %d cells made; RSS %.1f MB (+%.1f after the first frame)",
                      items, mean, sorted.last ?? 0, p99, times.count, layoutMean, layoutTimes.max() ?? 0, firstFrame, grid.contentOffset.y, source.made.count,
                      residentMB(), residentMB() - rssBefore)
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
    if let png {
        app.invalidateSurface()
        session.step()
        try? session.host.writeScreenshot(to: png)
    }
}

var itemCounts: [Int] = []
var frames = 600
var png: String?
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    switch a {
    case "--items": if let v = args.popFirst().flatMap({ Int($0) }) { itemCounts.append(v) }
    case "--frames": frames = args.popFirst().flatMap { Int($0) } ?? frames
    case "--png": png = args.popFirst()
    default: FileHandle.standardError.write(Data("CollectionBench: unknown argument \(a)\n".utf8)); exit(2)
    }
}
if itemCounts.isEmpty { itemCounts = [10_000] }
MainActor.assumeIsolated {
    for n in itemCounts {
        do { try run(items: n, frames: frames, png: png) } catch {
            FileHandle.standardError.write(Data("CollectionBench: \(error)\n".utf8))
            exit(1)
        }
    }
}
