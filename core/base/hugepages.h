#pragma once
// Large matrices on huge pages where the system offers them on request.
#include <cstddef>

namespace isoscope {

/// Asks Linux to back the whole 2 MiB pages inside [data, data + bytes) with transparent huge
/// pages (madvise MADV_HUGEPAGE; the usual setting is "madvise": only on request). Fresh memory
/// of hundreds of MiB then takes a few hundred page faults instead of tens of thousands: on the
/// 2-core machine, whitening 100,000 x 768 floats into fresh memory took 1.25 s with 4 KiB pages
/// and 0.62 s with huge pages (bench/whitening_benchmark.sh; the product alone, into memory
/// already touched, 0.45 s). It matters only for memory not yet touched; it does nothing for a
/// block smaller than a huge page, or where the system has no such pages.
void adviseHugePages(void *data, std::size_t bytes);

} // namespace isoscope
