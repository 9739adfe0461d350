"""What a pandas user does with country_converter (coco) on a country
column: import it, read the column, convert its unique values to ISO3 once,
map the answers back onto every line and write them (`name<TAB>ISO3`, empty
where coco finds none). Timed whole, as a process, its import included."""
import logging
import sys

import country_converter as coco

logging.disable(logging.CRITICAL)  # coco logs every name it cannot find
with open(sys.argv[1], encoding="utf-8") as f:
    names = [line.rstrip("\n") for line in f]
unique = sorted(set(names))
answers = coco.CountryConverter().convert(unique, to="ISO3", not_found=None)
iso3 = {name: (answer if isinstance(answer, str) else "") for name, answer in zip(unique, answers)}
with open(sys.argv[2], "w", encoding="utf-8") as f:
    f.writelines(f"{name}\t{iso3[name]}\n" for name in names)
