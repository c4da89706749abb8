#pragma once
// Substring search through the trigram indexes. The text index keeps each trigram's positions (migration 0048):
// a term is a phrase of its trigrams, found exactly. The phone index keeps none (migration 0047): it names the
// leads holding every trigram of its query, and a longer term is checked against each of them.
// `lead_text_contains` checks a lead's fields with the index's own case folding, for terms the text index cannot
// answer alone (db/lead_filter_sql.hpp).
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

// A phone's digits as the phone index holds them (migration 0047): each two neighbouring digits one character,
// so that a trigram there is four digits in a row and a term of four digits is one trigram. Anything else between
// digits ends a run (a space).
std::string phone_digit_pairs(std::string_view phone);

// The FTS5 expression for the leads whose indexed text holds every 3-character window of `text`;
// empty for text under three characters, which the index cannot serve.
std::string trigram_query(std::string_view text);

// The FTS5 expression for the leads whose indexed text holds `text` itself: a phrase of its trigrams, one after
// the other (an index that keeps positions answers it exactly).
std::string trigram_phrase(std::string_view text);

}  // namespace dialer::db
