import Foundation
import Testing
@_spi(Platform) @_spi(Testing) import UIKit

/// Column frames worked out by hand from the widths (320 by default) and the display mode rules in the README.
@MainActor
@Suite struct SplitLayoutTests {
    /// A split view with plain controllers in its columns.
    func makeSplit(_ style: UISplitViewController.Style) -> (UISplitViewController, [UISplitViewController.Column: UIViewController]) {
        let split = UISplitViewController(style: style)
        var columns: [UISplitViewController.Column: UIViewController] = [.primary: titled("List"), .secondary: titled("Detail")]
        if style == .tripleColumn { columns[.supplementary] = titled("Middle") }
        for (column, vc) in columns { split.setViewController(vc, for: column) }
        return (split, columns)
    }

    func frames(_ h: SplitHarness, _ columns: [UISplitViewController.Column: UIViewController]) -> [UISplitViewController.Column: CGRect] {
        var result: [UISplitViewController.Column: CGRect] = [:]
        for (column, vc) in columns { result[column] = h.frameOnScreen(vc.navigationController) }
        return result
    }

    @Test func doubleColumnTilesInALandscapeWindow() {
        let (split, columns) = makeSplit(.doubleColumn)
        let h = SplitHarness(split, width: 1024, height: 768)
        #expect(split.splitBehavior == .tile)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        #expect(frames(h, columns) == [.primary: CGRect(x: 0, y: 0, width: 320, height: 768),
                                       .secondary: CGRect(x: 320, y: 0, width: 704, height: 768)])
        split.preferredDisplayMode = .oneOverSecondary
        h.advance(0.5)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(frames(h, columns) == [.primary: CGRect(x: 0, y: 0, width: 320, height: 768),
                                       .secondary: CGRect(x: 0, y: 0, width: 1024, height: 768)])
        #expect(h.view("splitView.dimming")?.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        split.preferredDisplayMode = .secondaryOnly
        h.advance(0.5)
        #expect(frames(h, columns) == [.secondary: CGRect(x: 0, y: 0, width: 1024, height: 768)])
        #expect(h.view("splitView.dimming") == nil)
    }

    @Test func aHairlineSeparatesTiledColumnsUntilThePrimaryHidesOrTheColumnsCollapse() {
        let (split, _) = makeSplit(.doubleColumn)
        let h = SplitHarness(split, width: 1024, height: 768)
        // At scale 1 the hairline is one point, inside the primary's trailing edge, in opaqueSeparator.
        #expect(h.view("splitView.separator.primary")?.frame == CGRect(x: 319, y: 0, width: 1, height: 768))
        #expect(h.surface.row(400)[319] == 0xFFC6_C6C8)
        #expect(h.surface.row(400)[318] != 0xFFC6_C6C8)
        split.preferredDisplayMode = .secondaryOnly
        h.advance(0.5)
        #expect(h.view("splitView.separator.primary") == nil)
        split.preferredDisplayMode = .automatic
        h.advance(0.5)
        #expect(h.view("splitView.separator.primary")?.frame == CGRect(x: 319, y: 0, width: 1, height: 768))
        h.resize(400, 768)
        #expect(split.isCollapsed)
        #expect(h.view("splitView.separator.primary") == nil)
    }

    @Test func doubleColumnShowsOnlyTheSecondaryInAPortraitWindowAndOverlaysThePrimary() {
        let (split, columns) = makeSplit(.doubleColumn)
        let h = SplitHarness(split, width: 800, height: 1000)
        #expect(!split.isCollapsed)
        #expect(split.splitBehavior == .overlay)
        #expect(split.displayMode == .secondaryOnly)
        #expect(frames(h, columns) == [.secondary: CGRect(x: 0, y: 0, width: 800, height: 1000)])
        split.show(.primary)
        h.advance(0.5)
        #expect(split.displayMode == .oneOverSecondary)
        #expect(frames(h, columns) == [.primary: CGRect(x: 0, y: 0, width: 320, height: 1000),
                                       .secondary: CGRect(x: 0, y: 0, width: 800, height: 1000)])
        split.hide(.primary)
        h.advance(0.5)
        #expect(split.displayMode == .secondaryOnly)
        #expect(frames(h, columns) == [.secondary: CGRect(x: 0, y: 0, width: 800, height: 1000)])
    }

    @Test func tripleColumnTilesAllThreeWhenTheSecondaryKeeps320Points() {
        let (split, columns) = makeSplit(.tripleColumn)
        let h = SplitHarness(split, width: 1024, height: 768)
        // 1024 - 320 - 320 = 384 >= 320: all three side by side.
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(split.supplementaryColumnWidth == 320)
        #expect(frames(h, columns) == [.primary: CGRect(x: 0, y: 0, width: 320, height: 768),
                                       .supplementary: CGRect(x: 320, y: 0, width: 320, height: 768),
                                       .secondary: CGRect(x: 640, y: 0, width: 384, height: 768)])
        // 900 - 640 = 260 < 320: the supplementary beside the secondary only.
        h.resize(900, 700)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(frames(h, columns) == [.supplementary: CGRect(x: 0, y: 0, width: 320, height: 700),
                                       .secondary: CGRect(x: 320, y: 0, width: 580, height: 700)])
    }

    @Test func tripleColumnDisplacesTheSecondaryInAPortraitWindow() {
        let (split, columns) = makeSplit(.tripleColumn)
        let h = SplitHarness(split, width: 800, height: 1000)
        #expect(split.splitBehavior == .displace)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(frames(h, columns) == [.supplementary: CGRect(x: 0, y: 0, width: 320, height: 1000),
                                       .secondary: CGRect(x: 320, y: 0, width: 480, height: 1000)])
        split.show(.primary)
        h.advance(0.5)
        // The secondary keeps its 480 points and moves right by the primary's 320.
        #expect(split.displayMode == .twoDisplaceSecondary)
        #expect(frames(h, columns) == [.primary: CGRect(x: 0, y: 0, width: 320, height: 1000),
                                       .supplementary: CGRect(x: 320, y: 0, width: 320, height: 1000),
                                       .secondary: CGRect(x: 640, y: 0, width: 480, height: 1000)])
        split.hide(.supplementary)
        h.advance(0.5)
        #expect(split.displayMode == .secondaryOnly)
        #expect(frames(h, columns) == [.secondary: CGRect(x: 0, y: 0, width: 800, height: 1000)])
    }

    @Test func widthsFollowFractionPointsMinimumAndMaximum() {
        let (split, columns) = makeSplit(.doubleColumn)
        let h = SplitHarness(split, width: 1000, height: 700)
        split.preferredPrimaryColumnWidthFraction = 0.4
        h.frame()
        #expect(split.primaryColumnWidth == 400)
        #expect(frames(h, columns) == [.primary: CGRect(x: 0, y: 0, width: 400, height: 700),
                                       .secondary: CGRect(x: 400, y: 0, width: 600, height: 700)])
        split.maximumPrimaryColumnWidth = 350
        #expect(split.primaryColumnWidth == 350)
        split.preferredPrimaryColumnWidth = 250  // points win over the fraction
        #expect(split.primaryColumnWidth == 250)
        split.minimumPrimaryColumnWidth = 300
        h.frame()
        #expect(split.primaryColumnWidth == 300)
        #expect(frames(h, columns)[.secondary] == CGRect(x: 300, y: 0, width: 700, height: 700))
        #expect(h.logLines.isEmpty)
    }

    @Test func badWidthsAndModesAreLoggedAndFallBack() {
        let (split, _) = makeSplit(.doubleColumn)
        let h = SplitHarness(split, width: 1000, height: 700)
        split.preferredPrimaryColumnWidth = .nan
        #expect(split.preferredPrimaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(split.primaryColumnWidth == 320)
        split.preferredPrimaryColumnWidth = -20
        #expect(split.preferredPrimaryColumnWidth == UISplitViewController.automaticDimension)
        split.minimumPrimaryColumnWidth = .infinity
        #expect(split.minimumPrimaryColumnWidth == UISplitViewController.automaticDimension)
        split.preferredPrimaryColumnWidthFraction = 1.5
        #expect(split.preferredPrimaryColumnWidthFraction == 1)
        #expect(split.primaryColumnWidth == 1000)
        split.preferredPrimaryColumnWidthFraction = -0.5
        #expect(split.preferredPrimaryColumnWidthFraction == 0)
        #expect(split.primaryColumnWidth == 0)
        split.preferredPrimaryColumnWidthFraction = .nan
        #expect(split.primaryColumnWidth == 320)
        split.preferredSupplementaryColumnWidth = -1.5
        #expect(split.preferredSupplementaryColumnWidth == UISplitViewController.automaticDimension)
        #expect(h.logLines.count == 7)
        #expect(h.logLines.first == "UISplitViewController: preferredPrimaryColumnWidth nan is not a finite width of 0 or more; using automaticDimension")
        split.preferredDisplayMode = .twoBesideSecondary
        h.frame()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(h.logLines.contains("UISplitViewController: display mode twoBesideSecondary needs three columns; using oneBesideSecondary"))
        let before = h.logLines.count
        split.hide(.secondary)
        split.setViewController(titled("X"), for: .supplementary)
        #expect(h.logLines.count == before + 2)
        #expect(split.viewController(for: .supplementary) == nil)
        let classic = UISplitViewController()
        classic.setViewController(titled("Y"), for: .primary)
        #expect(classic.viewControllers.isEmpty)
        #expect(h.logLines.last?.contains("needs a column-style split view controller") == true)
    }
}
