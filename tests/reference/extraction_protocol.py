"""The paper's extraction protocol (docs/science.md, section 10) written again in Python, apart
from Isoscope's C++: reading a corpus of one sentence per line, whole-word matching, sentences of
7-75 words, the seeded draw of each word's contexts and of the reference sentences (xoshiro256**
with Lemire's bounded integers, as core/base/random.h documents it), and the poolings. The
hidden states come from elsewhere (extraction_reference.py: a torch forward pass)."""

import re

MASK64 = (1 << 64) - 1


def splitmix64(state):
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def derive_seed(seed, purpose):
    h = 0xCBF29CE484222325
    for byte in purpose.encode("utf-8"):
        h ^= byte
        h = (h * 0x100000001B3) & MASK64
    _, value = splitmix64(seed ^ h)
    return value


class Xoshiro:
    def __init__(self, seed):
        state = seed
        self.s = []
        for _ in range(4):
            state, value = splitmix64(state)
            self.s.append(value)

    @staticmethod
    def rotl(x, k):
        return ((x << k) | (x >> (64 - k))) & MASK64

    def next(self):
        s = self.s
        result = (self.rotl((s[1] * 5) & MASK64, 7) * 9) & MASK64
        t = (s[1] << 17) & MASK64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = self.rotl(s[3], 45)
        return result

    def below(self, bound):
        m = self.next() * bound
        low = m & MASK64
        if low < bound:
            threshold = ((1 << 64) - bound) % bound
            while low < threshold:
                m = self.next() * bound
                low = m & MASK64
        return m >> 64


def draw_sorted(n, k, seed):
    """The first k of a Fisher-Yates shuffle of range(n), sorted; all of them when k >= n."""
    items = list(range(n))
    if k >= n:
        return items
    rng = Xoshiro(seed)
    for i in range(k):
        j = i + rng.below(n - i)
        items[i], items[j] = items[j], items[i]
    return sorted(items[:k])


def read_lines_corpus(path):
    sentences = []
    with open(path, "rb") as f:
        for raw in f.read().split(b"\n"):
            text = raw.decode("utf-8").strip(" \t\r\n\v\f")
            if text:
                sentences.append(text)
    return sentences


def is_alnum(ch):
    return bool(re.fullmatch(r"[^\W_]", ch))


def word_count(sentence):
    return sum(1 for piece in re.split(r"[ \t\r\n\v\f]+", sentence) if piece and re.search(r"[^\W_]", piece))


def find_whole_word(sentence, word, ignore_case):
    """The UTF-8 byte span of the first occurrence of word not preceded or followed by a letter
    or number, or None."""
    haystack = sentence.lower() if ignore_case else sentence
    needle = word.lower() if ignore_case else word
    start = haystack.find(needle)
    while start >= 0:
        end = start + len(needle)
        before_ok = start == 0 or not is_alnum(haystack[start - 1])
        after_ok = end == len(haystack) or not is_alnum(haystack[end])
        if before_ok and after_ok:
            begin_byte = len(sentence[:start].encode("utf-8"))
            return begin_byte, begin_byte + len(sentence[start:end].encode("utf-8"))
        start = haystack.find(needle, start + 1)
    return None


def plan(sentences, words, seed=42, min_words=7, max_words=75, contexts=20, reference=100000,
         ignore_case=False):
    """{word: [(sentence index, byte span), ...]} and the reference sentence indices."""
    eligible = [i for i, s in enumerate(sentences) if min_words <= word_count(s) <= max_words]
    chosen = {}
    for word in words:
        key = word.lower() if ignore_case else word
        found = []
        for i in eligible:
            span = find_whole_word(sentences[i], word, ignore_case)
            if span is not None:
                found.append((i, span))
        picks = draw_sorted(len(found), contexts, derive_seed(seed, "contexts/" + key))
        chosen[word] = [found[p] for p in picks]
    reference_rows = [eligible[p] for p in draw_sorted(len(eligible), reference, derive_seed(seed, "reference"))]
    return chosen, reference_rows


def word_mean(offsets, special_mask, hidden, begin, end):
    """The mean of the rows of hidden (a [tokens, d] array) whose token overlaps [begin, end),
    special tokens left out; None when none does."""
    rows = [t for t, (b, e) in enumerate(offsets) if not special_mask[t] and b < end and e > begin]
    if not rows:
        return None
    return hidden[rows].mean(axis=0)
