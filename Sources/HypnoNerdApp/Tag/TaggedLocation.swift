import UIKit

/// One tagged location: what the details screen saved (the seed's Location without Core Data).
struct TaggedLocation: Equatable {
    var locationDescription: String
    var category: String
    var latitude: Double
    var longitude: Double
    var address: String
    var date: String

    /// The places the details screen offers in turn (there is no GPS here), with a date on the app's
    /// timeline so headless runs stay deterministic.
    static func sample(_ index: Int) -> TaggedLocation {
        let places: [(Double, Double, String)] = [
            (37.33182, -122.03118, "1 Infinite Loop, Cupertino, CA 95014"),
            (52.52001, 13.40495, "Alexanderplatz 1, 10178 Berlin"),
            (25.03396, 121.56447, "No. 7, Section 5, Xinyi Road, Taipei 110"),
            (48.85837, 2.29448, "Champ de Mars, 75007 Paris"),
        ]
        let place = places[index % places.count]
        let minutes = 9 * 60 + 41 + index * 7
        return TaggedLocation(locationDescription: "", category: "No Category", latitude: place.0, longitude: place.1,
                              address: place.2, date: String(format: "Nov 29, 2026 at %d:%02d", minutes / 60, minutes % 60))
    }
}
