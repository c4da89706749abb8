#pragma once
// Substring search through the trigram index, which keeps no positions (migration 0009): the index names
// the leads that hold every trigram of the term, and `lead_text_contains` checks each of them against the
// lead's fields with the index's own case folding.
#include <SQLiteCpp/SQLiteCpp.h>

#include <string>
#include <string_view>

namespace dialer::db {

// Adds the SQL function lead_text_contains(needle, field, …) to a connection: 1 when any field contains
// the needle, ignoring case exactly as the trigram tokenizer does (Unicode, not only ASCII); and
// phone_digit_pairs(phone), below, for the migration that fills the phone index.
void register_search_match(SQLite::Database& db);

// Whether the index can serve `text`: three characters or more.
bool trigram_searchable(std::string_view text);

// Whether `text` is one trigram: exactly three characters.
bool trigram_is_whole_term(std::string_view text);

// A phone's digits as the phone index holds them (migration 0047): each two neighbouring digits one character,
// so that a trigram there is four digits in a row and a term of four digits is one trigram. Anything else between
// digits ends a run (a space).
std::string phone_digit_pairs(std::string_view phone);

// The FTS5 expression for the leads whose indexed text holds every 3-character window of `text`;
// empty for text under three characters, which the index cannot serve.
std::string trigram_query(std::string_view text);

}  // namespace dialer::db
