/// Rasterizers kept from one canvas to the next, all sharing one set of band buffers, so a view
/// redrawn frame after frame reuses warm edge and cell memory instead of allocating it and faulting
/// it in again. Not thread-safe: keep one per drawing thread (the application keeps one for the main thread).
public final class RasterizerPool {
    /// The most idle rasterizers kept; more are freed when given back.
    public let maximumIdle: Int
    /// The most edges an idle rasterizer keeps room for (a huge path's storage is not kept forever).
    public let maximumIdleEdges: Int
    let cells = Rasterizer.CellBuffer()
    private var idle: [Rasterizer] = []

    /// A pool keeping up to `maximumIdle` rasterizers, each with room for at most `maximumIdleEdges` edges.
    public init(maximumIdle: Int = 256, maximumIdleEdges: Int = 1 << 16) {
        self.maximumIdle = Swift.max(0, maximumIdle)
        self.maximumIdleEdges = Swift.max(1, maximumIdleEdges)
    }

    /// An empty rasterizer sharing the pool's band buffers.
    func take() -> Rasterizer {
        idle.popLast() ?? Rasterizer(sharing: cells)
    }

    /// Takes back a rasterizer from `take()` once nothing will sweep it again.
    func give(_ r: Rasterizer) {
        guard r.cells === cells, idle.count < maximumIdle else { return }
        r.finish()
        r.trimStorage(toEdges: maximumIdleEdges)
        idle.append(r)
    }
}
