import Foundation

/// A bar's (or navigation item's) appearances by state, each a private copy of what was assigned, as
/// UIKit's copying properties keep; a change to any of them, in place or by assignment, is reported.
@MainActor
final class UIBarAppearanceSlots<Appearance: UIBarAppearance> {
    /// The states a bar has an appearance for.
    enum Slot: Int, CaseIterable { case standard, compact, scrollEdge, compactScrollEdge }

    /// Told when an appearance is assigned or changes.
    var onChange: (() -> Void)?
    private var values: [Appearance?] = Array(repeating: nil, count: Slot.allCases.count)

    init(standard: Appearance? = nil) { self[.standard] = standard }

    subscript(slot: Slot) -> Appearance? {
        get { values[slot.rawValue] }
        set {
            let copy = newValue?.copy()
            copy?.onChange = { [weak self] in self?.onChange?() }
            values[slot.rawValue] = copy
            onChange?()
        }
    }
}
