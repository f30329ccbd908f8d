import Foundation

/// The row animation each changed row of a batch asked for, and the frames those animations start from or end
/// at. `.automatic` fades, as `.fade` does.
struct UITableUpdateAnimations {
    private var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    private var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    private var deletedSections: [Int: UITableView.RowAnimation] = [:]
    private var insertedSections: [Int: UITableView.RowAnimation] = [:]
    /// Sections reloaded (the same index before and after the batch).
    private(set) var reloadedSections = Set<Int>()

    init(_ recorded: [(update: UICollectionViewPendingUpdate, animation: UITableView.RowAnimation)], _ plan: UICollectionViewUpdatePlan) {
        for (update, animation) in recorded {
            switch update {
            case .deleteItems(let ips): for ip in ips { deletedRows[ip] = animation }
            case .insertItems(let ips): for ip in ips { insertedRows[ip] = animation }
            case .reloadItems(let ips):
                for ip in ips {
                    deletedRows[ip] = animation
                    if let n = plan.newIndexPath(for: ip) { insertedRows[n] = animation }
                }
            case .deleteSections(let set): for s in set { deletedSections[s] = animation }
            case .insertSections(let set): for s in set { insertedSections[s] = animation }
            case .reloadSections(let set):
                for s in set { deletedSections[s] = animation; insertedSections[s] = animation }
                reloadedSections.formUnion(set)
            case .moveItem, .moveSection: break
            }
        }
    }

    /// How the row at `ip` (before the batch) leaves.
    func leaving(_ ip: IndexPath) -> UITableView.RowAnimation {
        deletedRows[ip] ?? deletedSections[ip.section] ?? .automatic
    }

    /// How the row at `ip` (after the batch) comes in, or nil when it was there before.
    func entering(_ ip: IndexPath, _ plan: UICollectionViewUpdatePlan) -> UITableView.RowAnimation? {
        if let a = insertedRows[ip] { return a }
        if plan.insertedSections.contains(ip.section) { return insertedSections[ip.section] ?? .automatic }
        return nil
    }

    /// Whether the animation fades its row.
    static func fades(_ animation: UITableView.RowAnimation) -> Bool { animation == .fade || animation == .automatic }

    /// Where a leaving row of `frame` ends when the gap it leaves closes at `top`: under the row above (`.top`),
    /// under the row below (`.bottom`), beside its place (`.left`, `.right`), centred on the closed gap (`.middle`),
    /// or in place, fading.
    static func departure(from frame: CGRect, to top: CGFloat, _ animation: UITableView.RowAnimation) -> CGRect {
        let h = frame.height, w = frame.width
        let placed = CGRect(x: frame.minX, y: top, width: w, height: h)
        switch animation {
        case .top: return placed.offsetBy(dx: 0, dy: -h)
        case .bottom: return placed.offsetBy(dx: 0, dy: h)
        case .left: return placed.offsetBy(dx: -w, dy: 0)
        case .right: return placed.offsetBy(dx: w, dy: 0)
        case .middle: return placed.offsetBy(dx: 0, dy: -h / 2)
        case .fade, .automatic, .none: return placed
        }
    }

    /// Where an arriving row whose place is `frame` starts: the mirror of `departure`.
    static func arrival(at frame: CGRect, _ animation: UITableView.RowAnimation) -> CGRect {
        departure(from: frame, to: frame.minY, animation)
    }
}
