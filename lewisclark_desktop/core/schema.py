"""A small declarative schema for JSON data read from files (save headers, positions).

A schema is a tree of the node types below; `validate(schema, value)` raises SchemaError with
the path of the first value that does not fit ("players[1].scout must be a whole number from 0
to 54, not 'x'"). Nothing is cast: 2.0, "2" and true are not whole numbers.
"""


class SchemaError(ValueError):
    def __init__(self, where, expected, value):
        self.where, self.expected = where or "the top level", expected
        shown = repr(value)
        self.got = shown if len(shown) <= 40 else shown[:37] + "..."
        if expected == "present":
            super().__init__(f"{self.where} is missing")
        else:
            super().__init__(f"{self.where} must be {expected}, not {self.got}")


def _join(where, key):
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else str(key)


class Int:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi

    def check(self, v, where):
        if type(v) is not int or not self.lo <= v <= self.hi:
            raise SchemaError(where, f"a whole number from {self.lo} to {self.hi}", v)


class IntText:
    """A whole number from 0 to below `bound` written as text (e.g. a random generator's state,
    too big for every JSON reader to keep exact as a number)."""

    def __init__(self, bound):
        self.bound = bound

    def check(self, v, where):
        if type(v) is not str or not v.isascii() or not v.isdigit() or int(v) >= self.bound:
            raise SchemaError(where, f"a whole number below {self.bound} written as text", v)


class Bool:
    def check(self, v, where):
        if type(v) is not bool:
            raise SchemaError(where, "true or false", v)


class Str:
    def __init__(self, choices=None, max_len=200):
        self.choices, self.max_len = choices, max_len

    def check(self, v, where):
        if self.choices is not None:
            if type(v) is not str or v not in self.choices:
                raise SchemaError(where, "one of " + ", ".join(self.choices), v)
        elif type(v) is not str or len(v) > self.max_len:
            raise SchemaError(where, f"text of at most {self.max_len} characters", v)


class Null:
    """`inner`, or null."""

    def __init__(self, inner):
        self.inner = inner

    def check(self, v, where):
        if v is not None:
            self.inner.check(v, where)


class List:
    def __init__(self, item, max_len, min_len=0):
        self.item, self.min_len, self.max_len = item, min_len, max_len

    def check(self, v, where):
        if type(v) is not list or not self.min_len <= len(v) <= self.max_len:
            raise SchemaError(where, f"a list of {self.min_len} to {self.max_len} entries", v)
        for i, x in enumerate(v):
            self.item.check(x, _join(where, i))


class Map:
    """An object whose keys come from `keys` (all optional; None: any name of up to 40
    characters), each value fitting `value`."""

    def __init__(self, keys, value):
        self.keys, self.value = keys, value

    def check(self, v, where):
        if type(v) is not dict:
            raise SchemaError(where, "an object", v)
        for k, x in v.items():
            if self.keys is None and len(k) > 40 or self.keys is not None and k not in self.keys:
                raise SchemaError(_join(where, k), "absent (unknown name)", x)
            self.value.check(x, _join(where, k))


class Obj:
    """An object with `required` and `optional` fields and no others."""

    def __init__(self, required, optional=None):
        self.required, self.optional = required, optional or {}

    def check(self, v, where):
        if type(v) is not dict:
            raise SchemaError(where, "an object", v)
        for k, node in self.required.items():
            if k not in v:
                raise SchemaError(_join(where, k), "present", None)
            node.check(v[k], _join(where, k))
        for k, x in v.items():
            if k in self.required:
                continue
            if k not in self.optional:
                raise SchemaError(_join(where, k), "absent (unknown field)", x)
            self.optional[k].check(x, _join(where, k))


class OneOf:
    """A value fitting one of `options`; `expected` says what they are in words."""

    def __init__(self, expected, *options):
        self.expected, self.options = expected, options

    def check(self, v, where):
        for node in self.options:
            try:
                node.check(v, where)
                return
            except SchemaError:
                pass
        raise SchemaError(where, self.expected, v)


class Any:
    """Any JSON value (its size is bounded by the reader)."""

    def check(self, v, where):
        pass


def validate(schema, value, where=""):
    schema.check(value, where)
