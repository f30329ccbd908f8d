/// Rasterizers kept from one canvas to the next, all sharing one set of band buffers, so a view
/// redrawn frame after frame reuses warm edge and cell memory instead of allocating it and faulting
/// it in again. Idle edge storage is bounded in total, so a frame of huge paths does not pin its
/// memory. Not thread-safe: keep one per drawing thread (the application keeps one for the main thread).
public final class RasterizerPool {
    /// The most idle rasterizers kept; more are freed when given back.
    public let maximumIdle: Int
    /// The most edges all idle rasterizers together keep room for; past it, storage given back is freed.
    public let maximumIdleEdges: Int
    let cells = Rasterizer.CellBuffer()
    private var idle: [Rasterizer] = []
    /// Edges the idle rasterizers have room for, together.
    private var idleEdges = 0

    /// A pool keeping up to `maximumIdle` rasterizers with room for at most `maximumIdleEdges` edges in
    /// all (about 84 bytes each: the edge, its sorted copy and its place in the active list).
    public init(maximumIdle: Int = 256, maximumIdleEdges: Int = 1 << 17) {
        self.maximumIdle = Swift.max(0, maximumIdle)
        self.maximumIdleEdges = Swift.max(1, maximumIdleEdges)
    }

    /// An empty rasterizer sharing the pool's band buffers.
    func take() -> Rasterizer {
        guard let r = idle.popLast() else { return Rasterizer(sharing: cells) }
        idleEdges -= r.edgeCapacity
        return r
    }

    /// Takes back a rasterizer from `take()` once nothing will sweep it again.
    func give(_ r: Rasterizer) {
        guard r.cells === cells, idle.count < maximumIdle else { return }
        r.finish()
        r.trimStorage(toEdges: Swift.max(1, Swift.min(r.edgeCapacity, maximumIdleEdges - idleEdges)))
        idleEdges += r.edgeCapacity
        idle.append(r)
    }
}
