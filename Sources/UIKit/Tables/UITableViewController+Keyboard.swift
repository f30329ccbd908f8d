import Foundation

extension UITableViewController {
    /// While its view is on screen, the controller keeps its rows clear of the on-screen keyboard, as UIKit's
    /// does: the part of the table the keyboard covers becomes bottom content inset, and the first responder's
    /// rectangle is scrolled into the uncovered part. It follows every keyboard frame change (show, hide, and
    /// the keyboard re-placed when the window is resized).
    func startAvoidingKeyboard() {
        guard keyboardObserver == nil else { return }
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { [weak self] note in
            guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            MainActor.assumeIsolated { self?.keyboardWillChangeFrame(to: end) }
        }
    }

    func stopAvoidingKeyboard() {
        if let observer = keyboardObserver { NotificationCenter.default.removeObserver(observer) }
        keyboardObserver = nil
    }

    /// `end` is the keyboard's frame in window points when its move ends.
    private func keyboardWillChangeFrame(to end: CGRect) {
        guard let table = viewIfLoaded as? UITableView, let window = table.window else { return }
        let visible = table.convert(table.bounds, to: nil)
        let covered = visible.intersection(end)
        let overlap = covered.isNull || covered.isEmpty || end.minY >= window.bounds.maxY ? 0 : max(visible.maxY - covered.minY, 0)
        guard overlap.isFinite, overlap != keyboardBottomInset else { return }
        var inset = table.contentInset
        inset.bottom = max(inset.bottom - keyboardBottomInset + overlap, 0)
        keyboardBottomInset = overlap
        table.contentInset = inset
        table.contentOffset = table.clampedOffset(table.contentOffset)
        // The first responder stays in the part of the table the keyboard leaves uncovered.
        guard overlap > 0, let responder = window.currentFirstResponder as? UIView, responder.isDescendant(of: table) else { return }
        let r = responder.convert(responder.bounds, to: table)
        let top = table.contentOffset.y + inset.top, bottom = table.contentOffset.y + table.bounds.height - inset.bottom
        var y = table.contentOffset.y
        if r.maxY > bottom { y += r.maxY - bottom }
        if r.minY < top + (y - table.contentOffset.y) { y = r.minY - inset.top }
        table.contentOffset = table.clampedOffset(CGPoint(x: table.contentOffset.x, y: y))
    }
}
