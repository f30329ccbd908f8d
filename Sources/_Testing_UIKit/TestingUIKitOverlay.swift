// Swift Testing declares a cross-import overlay named `_Testing_UIKit` for any module called UIKit
// (the toolchain's Testing.swiftcrossimport/UIKit.swiftoverlay): a file that imports both Testing
// and UIKit makes the compiler import `_Testing_UIKit` too, and fails with "no such module" when
// there is none. On Apple platforms that overlay adds image attachments for UIImage; Swift Testing
// on Linux has no image attachments, so this one adds nothing: it exists so that test targets of
// this package and of its users compile with no extra compiler flag. It ships in the UIKit product,
// so depending on UIKit is all a test target needs.
