#pragma once
// Substring search through the trigram index, which keeps each trigram's positions (migration 0048): a term is a
// phrase of its trigrams, found exactly within one column. `lead_text_contains` checks a lead's fields with the
// index's own case folding, for the terms the index cannot answer alone (db/lead_filter_sql.hpp).
#include <SQLiteCpp/SQLiteCpp.h>

#include <string>
#include <string_view>

namespace dialer::db {

// Adds the SQL function lead_text_contains(needle, field, …) to a connection: 1 when any field contains
// the needle, ignoring case exactly as the trigram tokenizer does (Unicode, not only ASCII); and
// phone_digit_pairs(phone), below, for the migration that fills the index.
void register_search_match(SQLite::Database& db);

// Whether the index can serve `text`: three characters or more.
bool trigram_searchable(std::string_view text);

// A phone's digits as the index's `pairs` column holds them (migration 0048): each two neighbouring digits one
// character, so that a trigram there is four digits in a row and a phrase of them is the digits in a row. Anything
// else between digits ends a run (a space).
std::string phone_digit_pairs(std::string_view phone);
// Whether `text` holds a character phone_digit_pairs writes, and could match in that column.
bool may_hold_digit_pairs(std::string_view text);

// The FTS5 expression for the leads whose indexed text holds `text` itself: a phrase of its trigrams, one after
// the other (an index that keeps positions answers it exactly).
std::string trigram_phrase(std::string_view text);

}  // namespace dialer::db
