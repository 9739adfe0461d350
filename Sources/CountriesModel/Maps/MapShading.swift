#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Countries put in a few classes by a value (population, area, density),
/// from the lowest values to the highest, for a sequential palette, and the
/// ranges each class holds, for the legend.
package struct MapShading: Sendable, Equatable {
    package enum Method: Sendable, Equatable {
        /// About as many countries in each class: every class shows on the
        /// map, however skewed the values (populations are).
        case quantiles
        /// Equal steps of the value's logarithm: a class means a size, the
        /// same whatever the countries shown. Values of 0 or less go in the
        /// first class.
        case logarithmic
    }

    /// The values a class holds, for the legend: `lower...upper`.
    package struct Range: Sendable, Equatable {
        package let lower: Double
        package let upper: Double
    }

    /// The class of each country with a value, 0 the lowest.
    package let classes: [String: Int]
    /// Each class's range, by class.
    package let legend: [Range]

    package init(values: [String: Double], classCount: Int = 5, method: Method = .quantiles) {
        let count = max(classCount, 1)
        let sorted = values.values.filter(\.isFinite).sorted()
        guard let low = sorted.first, let high = sorted.last else {
            classes = [:]
            legend = []
            return
        }
        // The upper limit of each class but the last.
        var limits: [Double] = []
        switch method {
        case .quantiles:
            limits = (1..<count).map { sorted[min(sorted.count - 1, sorted.count * $0 / count)] }
        case .logarithmic:
            let floor = sorted.first(where: { $0 > 0 }) ?? 1
            let a = log10(floor), b = log10(max(high, floor))
            limits = (1..<count).map { pow(10, a + (b - a) * Double($0) / Double(count)) }
        }
        var classes: [String: Int] = [:]
        for (code, value) in values where value.isFinite {
            classes[code] = limits.firstIndex(where: { value < $0 }) ?? count - 1
        }
        self.classes = classes
        // Each class from the least value it holds to the greatest, or from
        // limit to limit where it holds none.
        legend = (0..<count).map { index in
            let members = values.filter { classes[$0.key] == index }.map(\.value)
            let lower = members.min() ?? (index == 0 ? low : limits[index - 1])
            let upper = members.max() ?? (index == count - 1 ? high : limits[index])
            return Range(lower: lower, upper: upper)
        }
    }
}
