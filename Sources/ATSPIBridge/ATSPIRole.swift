@_spi(Platform) import UIKit

/// AT-SPI's role numbers and names (AtspiRole in at-spi2-core's atspi-constants.h) for UIKit's roles.
enum ATSPIRole {
    static let application: UInt32 = 75

    static func number(for role: UIAccessibilityRole) -> UInt32 {
        switch role {
        case .frame: return 23
        case .alert: return 2
        case .panel: return 39
        case .pageTabList: return 38
        case .pageTab: return 37
        case .table: return 55
        case .tableCell: return 56
        case .pushButton, .keyboardKey: return 43
        case .toggleButton: return 62
        case .label: return 29
        case .heading: return 83
        case .text: return 61
        case .entry: return 79
        case .passwordText: return 40
        case .slider: return 51
        case .spinButton: return 52
        case .progressBar: return 42
        case .image: return 27
        case .link: return 88
        }
    }

    static func name(for role: UIAccessibilityRole) -> String {
        switch role {
        case .frame: return "frame"
        case .alert: return "alert"
        case .panel: return "panel"
        case .pageTabList: return "page tab list"
        case .pageTab: return "page tab"
        case .table: return "table"
        case .tableCell: return "table cell"
        case .pushButton, .keyboardKey: return "push button"
        case .toggleButton: return "toggle button"
        case .label: return "label"
        case .heading: return "heading"
        case .text: return "text"
        case .entry: return "entry"
        case .passwordText: return "password text"
        case .slider: return "slider"
        case .spinButton: return "spin button"
        case .progressBar: return "progress bar"
        case .image: return "image"
        case .link: return "link"
        }
    }
}

/// AT-SPI's state bits (AtspiStateType) as the two 32-bit words `GetState` returns.
enum ATSPIState {
    static func words(_ node: UIAccessibilityNode) -> [UInt32] {
        var bits: [Int] = []
        let s = node.states
        if s.contains(.enabled) { bits += [8, 24] }                  // ENABLED, SENSITIVE
        if s.contains(.focusable) { bits.append(11) }
        if s.contains(.focused) { bits.append(12) }
        if s.contains(.selectable) { bits.append(22) }
        if s.contains(.selected) { bits.append(23) }
        if s.contains(.checkable) { bits.append(41) }
        if s.contains(.checked) { bits.append(4) }
        if s.contains(.editable) { bits.append(7) }
        if s.contains(.singleLine) { bits.append(26) }
        if s.contains(.multiLine) { bits.append(17) }
        if s.contains(.modal) { bits.append(16) }
        if s.contains(.showing) { bits.append(25) }
        if s.contains(.visible) { bits.append(30) }
        if s.contains(.active) { bits.append(1) }
        if s.contains(.updatesFrequently) { bits.append(35) }      // ANIMATED
        if node.text != nil && node.text?.isEditable == false && node.role != .label { bits.append(43) }   // READ_ONLY
        if node.text != nil { bits.append(38) }                     // SELECTABLE_TEXT
        var words: [UInt32] = [0, 0]
        for b in bits { words[b / 32] |= 1 << UInt32(b % 32) }
        return words
    }
}
