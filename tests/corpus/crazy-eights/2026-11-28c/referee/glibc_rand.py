"""Re-implementation of glibc's rand()/srand() (TYPE_3 additive feedback
generator) so the referee can recompute the expected shuffle."""


class GlibcRand:
    def __init__(self, seed):
        seed &= 0xFFFFFFFF
        if seed == 0:
            seed = 1
        r = [0] * 34
        r[0] = seed if seed < 2**31 else seed - 2**32
        for i in range(1, 31):
            # glibc: word = 16807 * hi ... (Schrage), signed 32-bit
            prev = r[i - 1]
            hi = int(prev / 127773)          # C division truncates toward 0
            lo = prev - hi * 127773
            word = 16807 * lo - 2836 * hi
            if word < 0:
                word += 2147483647
            r[i] = word
        for i in range(31, 34):
            r[i] = r[i - 31]
        self.r = [x & 0xFFFFFFFF for x in r]
        for _ in range(34, 344):
            self._next()

    def _next(self):
        r = self.r
        v = (r[-31] + r[-3]) & 0xFFFFFFFF
        r.append(v)
        if len(r) > 64:
            del r[:len(r) - 34]
        return v

    def rand(self):
        return self._next() >> 1


def shuffle(deck, seed, passes, mod=51):
    g = GlibcRand(seed)
    d = list(deck)
    n = len(d)
    for _ in range(passes):
        for i in range(n):
            j = g.rand() % mod
            d[i], d[j] = d[j], d[i]
    return d
