import Foundation

extension UIBlurEffect {
    /// The blur, saturation and tint of each style. Apple documents no numbers: these are chosen to look
    /// like iOS (README, "Blur and materials"): thinner materials blur less and let more colour through.
    static func parameters(_ style: Style, dark: Bool) -> BackdropParameters {
        func white(_ w: CGFloat, _ a: CGFloat) -> CGColor { CGColor(red: w, green: w, blue: w, alpha: a) }
        switch style {
        case .extraLight: return BackdropParameters(blurRadius: 20, saturation: 1.8, tint: white(0.97, 0.72))
        case .light: return BackdropParameters(blurRadius: 20, saturation: 1.8, tint: white(1, 0.3))
        case .dark: return BackdropParameters(blurRadius: 20, saturation: 1.8, tint: white(0.11, 0.73))
        case .regular: return parameters(dark ? .dark : .light, dark: dark)
        case .prominent: return parameters(dark ? .dark : .extraLight, dark: dark)
        case .systemUltraThinMaterial: return parameters(dark ? .systemUltraThinMaterialDark : .systemUltraThinMaterialLight, dark: dark)
        case .systemThinMaterial: return parameters(dark ? .systemThinMaterialDark : .systemThinMaterialLight, dark: dark)
        case .systemMaterial: return parameters(dark ? .systemMaterialDark : .systemMaterialLight, dark: dark)
        case .systemThickMaterial: return parameters(dark ? .systemThickMaterialDark : .systemThickMaterialLight, dark: dark)
        case .systemChromeMaterial: return parameters(dark ? .systemChromeMaterialDark : .systemChromeMaterialLight, dark: dark)
        case .systemUltraThinMaterialLight: return BackdropParameters(blurRadius: 12, saturation: 1.6, tint: white(1, 0.32))
        case .systemThinMaterialLight: return BackdropParameters(blurRadius: 16, saturation: 1.7, tint: white(1, 0.5))
        case .systemMaterialLight: return BackdropParameters(blurRadius: 20, saturation: 1.8, tint: white(0.98, 0.68))
        case .systemThickMaterialLight: return BackdropParameters(blurRadius: 24, saturation: 1.8, tint: white(0.97, 0.84))
        case .systemChromeMaterialLight: return BackdropParameters(blurRadius: 20, saturation: 1.8, tint: white(0.96, 0.78))
        case .systemUltraThinMaterialDark: return BackdropParameters(blurRadius: 12, saturation: 1.6, tint: white(0.12, 0.42))
        case .systemThinMaterialDark: return BackdropParameters(blurRadius: 16, saturation: 1.7, tint: white(0.13, 0.58))
        case .systemMaterialDark: return BackdropParameters(blurRadius: 20, saturation: 1.8, tint: white(0.12, 0.7))
        case .systemThickMaterialDark: return BackdropParameters(blurRadius: 24, saturation: 1.8, tint: white(0.1, 0.84))
        case .systemChromeMaterialDark: return BackdropParameters(blurRadius: 20, saturation: 1.8, tint: white(0.11, 0.8))
        }
    }
}
