#include "core/tokenizer/unicodeclasses.h"

#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

namespace isoscope::tokenizer::unicode {

namespace {

// True if cp was assigned in Unicode major.minor or earlier.
bool assignedBy(char32_t cp, int major, int minor)
{
    if (u_charType(static_cast<UChar32>(cp)) == U_UNASSIGNED)
        return false;
    UVersionInfo age;
    u_charAge(static_cast<UChar32>(cp), age);
    return age[0] < major || (age[0] == major && age[1] <= minor);
}

int category(char32_t cp)
{
    return u_charType(static_cast<UChar32>(cp));
}

bool isPunctuationCategory(int type)
{
    return type == U_DASH_PUNCTUATION || type == U_START_PUNCTUATION || type == U_END_PUNCTUATION
           || type == U_CONNECTOR_PUNCTUATION || type == U_OTHER_PUNCTUATION || type == U_INITIAL_PUNCTUATION
           || type == U_FINAL_PUNCTUATION;
}

} // namespace

bool isWhitespace(char32_t cp)
{
    if (cp < 0x80)
        return cp == U' ' || (cp >= 0x09 && cp <= 0x0D);
    return u_isUWhiteSpace(static_cast<UChar32>(cp)) != 0;
}

bool isBertControl(char32_t cp)
{
    if (cp == U'\t' || cp == U'\n' || cp == U'\r')
        return false;
    if (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F))
        return true; // Cc
    if (cp < 0xA0)
        return false;
    // Private use (Co): the three ranges, as the crate tests them.
    if ((cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0xF0000 && cp <= 0xFFFFD) || (cp >= 0x100000 && cp <= 0x10FFFD))
        return true;
    // Format (Cf) of Unicode 8.0: the same 150 characters as ICU's Cf assigned by 8.0.
    return category(cp) == U_FORMAT_CHAR && assignedBy(cp, 8, 0);
}

bool isBertPunctuation(char32_t cp)
{
    if (cp < 0x80)
        return (cp >= 0x21 && cp <= 0x2F) || (cp >= 0x3A && cp <= 0x40) || (cp >= 0x5B && cp <= 0x60)
               || (cp >= 0x7B && cp <= 0x7E);
    // Punctuation in Unicode 8.0 that is no longer: U+111C9 SHARADA SANDHI MARK (Mn since 9.0),
    // U+166D CANADIAN SYLLABICS CHI SIGN (So since 12.0).
    if (cp == 0x111C9 || cp == 0x166D)
        return true;
    return isPunctuationCategory(category(cp)) && assignedBy(cp, 8, 0);
}

bool isNonspacingMark(char32_t cp)
{
    if (cp < 0x300)
        return false;
    // Nonspacing in Unicode 8.0 but a spacing mark (Mc) now: U+1734 HANUNOO SIGN PAMUDPOD.
    if (cp == 0x1734)
        return true;
    // Nonspacing now but not in Unicode 8.0: U+1885, U+1886 MONGOLIAN LETTER ALI GALI BALUDA and
    // THREE BALUDA (Lo until 9.0), U+111C9 SHARADA SANDHI MARK (Po), U+A9BD JAVANESE CONSONANT
    // SIGN KERET (Mc).
    if (cp == 0x1885 || cp == 0x1886 || cp == 0x111C9 || cp == 0xA9BD)
        return false;
    return category(cp) == U_NON_SPACING_MARK && assignedBy(cp, 8, 0);
}

bool isChineseCharacter(char32_t cp)
{
    return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0x20000 && cp <= 0x2A6DF)
           || (cp >= 0x2A700 && cp <= 0x2B73F) || (cp >= 0x2B740 && cp <= 0x2B81F) || (cp >= 0x2B920 && cp <= 0x2CEAF)
           || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0x2F800 && cp <= 0x2FA1F);
}

bool isLetter(char32_t cp)
{
    if (cp < 0x80)
        return (cp | 0x20) >= U'a' && (cp | 0x20) <= U'z';
    const int type = category(cp);
    return type == U_UPPERCASE_LETTER || type == U_LOWERCASE_LETTER || type == U_TITLECASE_LETTER
           || type == U_MODIFIER_LETTER || type == U_OTHER_LETTER;
}

bool isNumber(char32_t cp)
{
    if (cp < 0x80)
        return cp >= U'0' && cp <= U'9';
    const int type = category(cp);
    return type == U_DECIMAL_DIGIT_NUMBER || type == U_LETTER_NUMBER || type == U_OTHER_NUMBER;
}

bool isWordCharacter(char32_t cp)
{
    if (cp < 0x80)
        return (cp >= U'0' && cp <= U'9') || ((cp | 0x20) >= U'a' && (cp | 0x20) <= U'z') || cp == U'_';
    const auto c = static_cast<UChar32>(cp);
    const int type = u_charType(c);
    return u_hasBinaryProperty(c, UCHAR_ALPHABETIC) || type == U_NON_SPACING_MARK || type == U_ENCLOSING_MARK
           || type == U_COMBINING_SPACING_MARK || type == U_DECIMAL_DIGIT_NUMBER || type == U_CONNECTOR_PUNCTUATION
           || u_hasBinaryProperty(c, UCHAR_JOIN_CONTROL);
}

std::size_t toLowercase(char32_t cp, char32_t out[3])
{
    if (cp < 0x80) {
        out[0] = (cp >= U'A' && cp <= U'Z') ? cp + 32 : cp;
        return 1;
    }
    // The one unconditional lowercase mapping to more than one character (SpecialCasing.txt);
    // every other full mapping without context is the simple one.
    if (cp == 0x130) {
        out[0] = U'i';
        out[1] = 0x307;
        return 2;
    }
    out[0] = static_cast<char32_t>(u_tolower(static_cast<UChar32>(cp)));
    return 1;
}

std::size_t canonicalDecomposition(char32_t cp, char32_t out[4])
{
    out[0] = cp;
    if (cp < 0xC0 || !assignedBy(cp, 9, 0))
        return 1;
    UErrorCode status = U_ZERO_ERROR;
    static const icu::Normalizer2 *nfd = icu::Normalizer2::getNFDInstance(status);
    if (nfd == nullptr)
        return 1;
    icu::UnicodeString decomposition;
    if (!nfd->getDecomposition(static_cast<UChar32>(cp), decomposition))
        return 1;
    std::size_t count = 0;
    for (int32_t i = 0; i < decomposition.length() && count < 4;) {
        const UChar32 c = decomposition.char32At(i);
        out[count++] = static_cast<char32_t>(c);
        i += U16_LENGTH(c);
    }
    return count;
}

unsigned combiningClass(char32_t cp)
{
    if (cp < 0x300 || !assignedBy(cp, 9, 0))
        return 0;
    return u_getCombiningClass(static_cast<UChar32>(cp));
}

} // namespace isoscope::tokenizer::unicode
