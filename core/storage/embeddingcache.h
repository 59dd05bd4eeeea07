#pragma once

#include "core/base/embeddingset.h"
#include "core/base/progress.h"
#include "core/base/result.h"
#include "core/io/embeddingreader.h"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace isoscope {

/// What identifies a source file's content without reading all of it: path, size, modification
/// time and the XXH64 of its first and then its last MiB (the whole file twice when it is smaller).
/// A source whose fingerprint changed is re-imported.
struct SourceFingerprint {
    std::string path; ///< absolute, normalised
    std::uint64_t size = 0;
    std::int64_t modified = 0; ///< modification time, nanoseconds since the epoch
    std::uint64_t headTailHash = 0;
    /// Hex digest of all of the above (16 hex digits).
    std::string digest() const;
    friend bool operator==(const SourceFingerprint &, const SourceFingerprint &) = default;
};
Result<SourceFingerprint> fingerprintSource(const std::filesystem::path &source);

/// The name of a source's cache file: its file name (made safe) and the XXH64 of its absolute path,
/// e.g. "glove.6B.100d.txt-3f2a9c0d1e4b5a67.h5". It depends on the path only, not on the rest of
/// the fingerprint, so that a changed source replaces its cache (and says why) instead of leaving
/// a stale copy behind; the whole fingerprint is stored in the file and compared on every open.
std::string cacheFileName(const SourceFingerprint &fingerprint);

/// The user's cache folder: $ISOSCOPE_CACHE_DIR if set, else $XDG_CACHE_HOME/isoscope, else
/// ~/.cache/isoscope.
std::filesystem::path defaultCacheDirectory();

/// Version of the cache file layout; a cache of another version is rebuilt.
/// 2: the cache_id and source_content_hash attributes, whitening statistics in files of their own.
/// 3: HDF5 1.10's object format (a matrix's chunks indexed by a fixed array, not a B-tree).
/// 4: every hash is XXH64 (core/base/contenthash.h): the cache's file name, source_head_tail_hash,
///    the whitening files' names and the keys of word-list and vector reference samples (FNV-1a
///    before). A cache of schema 3 is under another name; the import that replaces it says why and
///    removes it.
inline constexpr std::int64_t kCacheSchemaVersion = 4;

/// Progress of an import through CacheOptions::read.progress: (done, kImportProgressTotal), where
/// reading the source is the first 80 % and writing and verifying the cache the rest.
inline constexpr std::size_t kImportProgressTotal = 1000;
inline constexpr std::size_t kImportProgressReadShare = 800;

struct CacheOptions {
    std::filesystem::path directory; ///< empty: defaultCacheDirectory()
    ReadOptions read;                ///< format, companion files, progress of an import
    bool rebuild = false;            ///< import again even if a valid cache exists
    /// Also read every vector of an existing cache, so that a damaged chunk (a checksum that does
    /// not match) is found now rather than when an analysis reads it, hash the whole source and
    /// compare it with the content hash recorded at its import (a source changed with its size and
    /// time restored is imported again), and read every whitening statistics file of the cache in
    /// full (removing those that cannot be used). Costs one pass over the matrix and one over the
    /// source; `isoscope-cli import` and the window's "Verify model file" do it.
    bool verifyAll = false;
};

/// How a model was opened.
struct CacheStatus {
    std::filesystem::path cachePath;
    bool imported = false;     ///< true: the source was read now; false: an existing cache was reused
    std::string rebuildReason; ///< why an existing cache was not used (damaged, old schema, ...), if so
    EmbeddingFormat format = EmbeddingFormat::Auto;
    ReadReport report; ///< of the import (also stored in the cache and given back on reuse)
    double seconds = 0;
    /// The ContentHash of the whole source recorded when it was imported (nothing if the source
    /// could not be read in full then).
    std::optional<std::uint64_t> contentHash;
    /// verifyAll: the source's content was hashed now (or while importing it now) and matches
    /// contentHash. A source whose content differs is imported again (rebuildReason says so).
    bool contentVerified = false;
    /// verifyAll: whitening statistics files read in full and found complete.
    std::size_t whiteningVerified = 0;
    /// verifyAll: whitening statistics files that could not be used, removed, each with why.
    std::vector<std::string> whiteningRemoved;
};

class CacheFile;

struct OpenedModel {
    EmbeddingSet set; ///< rows read on demand from the cache; whitening statistics kept there
    CacheStatus status;
    std::shared_ptr<CacheFile> file; ///< the open cache, shared with set's row stores

    /// Empty while every read from the cache succeeded. Otherwise what went wrong after it was
    /// opened (a chunk that failed its checksum): reads then throw StorageError, and the cache file
    /// has been removed (unless it was given as the model itself), so that opening the model again
    /// imports it anew.
    std::string damage() const;
};

/// True if the file is an Isoscope embedding cache (an HDF5 file with the cache's kind attribute),
/// whatever its schema. openCachedModel opens such a file as the model itself, without copying it.
bool isEmbeddingCache(const std::filesystem::path &path);

/// Moves the separate reference vectors a reader returned (an HDF5 import's /reference) into the
/// model itself (EmbeddingSet::setReferenceVectors), where the Embedded reference sample and the
/// cache look for them.
void adoptReferenceVectors(LoadedEmbedding &loaded);

/// Opens a model through its HDF5 cache: imports the source into a new cache when there is no
/// valid one (written to a temporary file, verified, renamed into place), otherwise opens the
/// existing cache, reading only the vocabulary and the attributes. A cache that is truncated,
/// damaged, of another schema or from a newer program is reported in status.rebuildReason and
/// rebuilt from the source; so is one whose source changed, or that was imported in another
/// format than options.read.format asks for. Temporary files left by dead processes are removed.
/// A source that is itself a cache (isEmbeddingCache) is opened directly; if it cannot be used,
/// that is a CacheDamaged error, since there is nothing to rebuild it from.
/// Progress (of an import) and cancel come through options.read.progress (see
/// kImportProgressTotal); a cancelled or failed import leaves no file behind.
///
/// Layout (schema 4, HDF5 1.10 object format): root attributes kind, schema_version, program_version, complete,
/// cache_id (random, made at import), source_path, source_size, source_modified_ns, source_head_tail_hash,
/// source_content_hash (XXH64 of the whole source as it was read, core/base/contenthash.h), format,
/// words, dims, reference_rows, uncased, duplicate_count, duplicate_examples, lines,
/// words_with_spaces, had_byte_order_mark, had_crlf, gzipped, vocabulary_file and
/// vocabulary_fingerprint_path, with, for a NumPy matrix, the rest of its vocabulary file's
/// fingerprint (vocabulary_fingerprint_size, _modified_ns, _head_tail_hash: a changed or other
/// vocabulary file rebuilds the cache too); /vocabulary/chars uint8 [bytes] and
/// /vocabulary/offsets uint64 [words + 1] (Vocabulary's own storage); /vectors float32 [words,
/// dims] and /reference float32 [reference_rows, dims], chunked by rows. Every dataset carries a
/// Fletcher32 checksum per chunk. The file is never written again after its import.
///
/// The whitening statistics of each reference sample are a file of their own beside the cache,
/// "<cache name without .h5>.whitening-<hash of the key>.h5" (for a cache given as the model, in the
/// cache folder): attributes kind, schema_version, cache_id (the cache's: those of a replaced cache
/// are never used), key, sample_size, dims, and float64 datasets mean, eigenvalues, eigenvectors.
/// Each is written to a temporary file, read back and compared, flushed and renamed into place, so
/// an interrupted or failed save (a full disk, a kill) leaves the complete file or none.
///
/// Writing goes through core's HDF5 file driver (hdf5driver.h): a full disk is an error with
/// ErrorCode::NoSpace ("no space left on the device"), and the temporary file is removed.
Result<OpenedModel> openCachedModel(const std::filesystem::path &source, const CacheOptions &options = {});

} // namespace isoscope
