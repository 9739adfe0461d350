/// Two or three letters of one case read as a code, never as a name
/// that must be written with its capitals: a city's (`Rom`, `Ufa`: `ROM`,
/// Romania's old code, and `rom` are no German name of Rome), or a
/// country's in another language (`SIN`, FIFA's Singapore, is no Hausa
/// "Sin", China). Only own names, short forms and codes answer them.
package enum CodeShape {
    package static func holds(_ utf8: some Collection<UInt8>) -> Bool {
        (2...3).contains(utf8.count)
            && (utf8.allSatisfy { (0x41...0x5A).contains($0) } || utf8.allSatisfy { (0x61...0x7A).contains($0) })
    }
}
