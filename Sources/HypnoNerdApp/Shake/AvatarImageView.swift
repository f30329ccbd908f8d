import UIKit

/// Seed 004's KCImageView: shows one of the avatars chosen at random, can become first responder, and
/// shows a new random avatar when a shake begins.
@MainActor
final class AvatarImageView: UIImageView {
    static let kImageCount: UInt32 = 3
    private let random = RandomSource(salt: 3)

    override init(frame: CGRect) {
        super.init(frame: frame)
        image = getImage()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // The view may become first responder (motion events go to the first responder).
    override var canBecomeFirstResponder: Bool { true }

    // Motion began: only shakes are handled here.
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            image = getImage()
        }
        // Unlike the seed, pass the event on so the controller can log it.
        super.motionBegan(motion, with: event)
    }

    // Motion ended.
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        super.motionEnded(motion, with: event)
    }

    /// A random avatar: avatar0.png ... avatar2.png; after a shake always a new one (the seed may pick the
    /// one already shown).
    func getImage() -> UIImage? {
        var index = random.arc4random() % Self.kImageCount
        while "avatar\(index).png" == image?.assetName { index = random.arc4random() % Self.kImageCount }
        let imageName = "avatar\(index).png"
        let image = UIImage(named: imageName)
        return image
    }
}
