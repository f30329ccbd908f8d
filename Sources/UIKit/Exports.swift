/// Like Apple's UIKit, importing UIKit brings Foundation (CGFloat, CGPoint, NSLog ...) with it.
@_exported import Foundation
