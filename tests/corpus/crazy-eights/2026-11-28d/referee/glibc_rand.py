"""Python re-implementation of glibc's srand()/rand() (TYPE_3 additive feedback)."""


class GlibcRand:
    def __init__(self, seed):
        seed &= 0xFFFFFFFF
        if seed == 0:
            seed = 1
        r = [0] * 34
        r[0] = seed if seed < 2**31 else seed - 2**32  # int32 semantics
        for i in range(1, 31):
            hi, lo = divmod(r[i - 1], 127773)
            # C division truncates toward zero
            if r[i - 1] < 0:
                hi = -((-r[i - 1]) // 127773)
                lo = r[i - 1] - hi * 127773
            word = 16807 * lo - 2836 * hi
            if word < 0:
                word += 2147483647
            r[i] = word
        for i in range(31, 34):
            r[i] = r[i - 31]
        r = [x & 0xFFFFFFFF for x in r]
        self.r = r
        # discard the first 310 outputs
        for _ in range(310):
            self._next()

    def _next(self):
        r = self.r
        v = (r[-31] + r[-3]) & 0xFFFFFFFF
        r.append(v)
        if len(r) > 64:
            del r[:len(r) - 34]
        return v >> 1

    def rand(self):
        return self._next()


if __name__ == "__main__":
    g = GlibcRand(1)
    print([g.rand() for _ in range(5)])  # glibc: 1804289383 846930886 1681692777 ...
