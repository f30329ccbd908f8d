import Foundation
import UIKit

extension HeadlessSession {
    /// Switches the system appearance (light or dark), as the user does in Settings, and renders one frame:
    /// views, controllers and windows without an override follow it and hear `traitCollectionDidChange(_:)`.
    public func setAppearance(_ style: UIUserInterfaceStyle) {
        app.systemUserInterfaceStyle = style
        step()
    }

    /// The system appearance the app is in.
    public var appearance: UIUserInterfaceStyle { app.systemUserInterfaceStyle }
}
