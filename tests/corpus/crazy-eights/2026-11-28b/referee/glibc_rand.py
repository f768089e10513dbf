"""Emulation of glibc's rand() after srand(seed) (TYPE_3 additive feedback generator)."""


class GlibcRand:
    def __init__(self, seed):
        seed &= 0xffffffff
        if seed == 0:
            seed = 1
        r = [0] * 34
        # glibc keeps the state as int32_t
        r[0] = seed - (1 << 32) if seed >= (1 << 31) else seed
        for i in range(1, 31):
            prev = r[i - 1]
            # C division truncates toward zero
            hi = int(prev / 127773)
            lo = prev - hi * 127773
            word = 16807 * lo - 2836 * hi
            if word < 0:
                word += 2147483647
            r[i] = word
        for i in range(31, 34):
            r[i] = r[i - 31]
        self.r = [x & 0xffffffff for x in r]
        for _ in range(34, 344):
            self._next()

    def _next(self):
        r = self.r
        v = (r[-31] + r[-3]) & 0xffffffff
        r.append(v)
        if len(r) > 64:
            del r[:len(r) - 34]
        return v

    def rand(self):
        return self._next() >> 1


def shuffle(deck, rng, passes, modulo=51):
    deck = list(deck)
    n = len(deck)
    for _ in range(passes):
        for i in range(n):
            j = rng.rand() % modulo
            deck[i], deck[j] = deck[j], deck[i]
    return deck
