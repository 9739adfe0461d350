/// A zone of the zone shapes: its IANA name, and the country (cca2) whose
/// territory it is; nil for the oceans' (`Etc/GMT+2`). A zone two
/// countries keep is there twice, once each (Europe/Belgrade: Serbia's, Kosovo's).
package struct ShapeZone: Sendable, Equatable {
    package var name: String
    package var cca2: String?

    package init(name: String, cca2: String?) {
        self.name = name
        self.cca2 = cca2
    }
}
