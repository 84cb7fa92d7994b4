/* harness/trace_file.h — reads a trace of pairs in either form, the case-file text
 * (docs/case-format.md) or the binary trace of docs/trace-format.md, told apart by the first
 * bytes; and writes one parsed case line as a binary record. Every record of a binary trace is
 * handed back as the case line it stands for (numbers printed with 9 significant digits, which give
 * the same float back), so one parser, sat2d_case_parse, validates both forms with the same
 * messages. */
#ifndef SAT2D_TRACE_FILE_H
#define SAT2D_TRACE_FILE_H

#include <stdint.h>

#include "case_file.h"
#include "sat2d/trace_writer.h"

/* The two forms of a trace. */
typedef enum sat2d_trace_format { SAT2D_TRACE_TEXT, SAT2D_TRACE_BINARY } sat2d_trace_format;

/* An open trace (either form). */
typedef struct sat2d_trace_reader sat2d_trace_reader;

/* Opens `path` ("-" is stdin, read as text). NULL with the reason in err when it cannot be
 * read (missing, a directory), when it is binary without the SAT2DTRC magic, or when a binary
 * header is wrong (version, byte order). */
sat2d_trace_reader *sat2d_trace_open(const char *path, char *err, size_t err_size);

/* Which form the trace is in. */
sat2d_trace_format sat2d_trace_reader_format(const sat2d_trace_reader *r);

/* "line" for text, "record" for binary: what the numbers sat2d_trace_next gives count. */
const char *sat2d_trace_unit(const sat2d_trace_reader *r);

/* The next case line: 1 with the line in *line (valid until the next call; blank lines and
 * comments included, for sat2d_case_parse to skip) and its 1-based line or record number in
 * *number; 0 at the end; -1 with the reason in err when the file is broken (a read error, a
 * binary record that is truncated, has an unknown code or a corner count past the format's
 * limit, trailing bytes, or fewer records than the header counts). */
int sat2d_trace_next(sat2d_trace_reader *r, const char **line, uint64_t *number, char *err,
                     size_t err_size);

/* The next pair of r, parsed: 1 with the case in *c (free it with sat2d_case_free), its line
 * in *line and its number in *number; 2 when that line or record does not parse, after
 * reporting it on stderr as "PATH:N: error: REASON (line skipped)" (*number is its number,
 * *c is untouched); 0 at the end; -1 as sat2d_trace_next. Blank and comment lines are passed
 * over. */
int sat2d_trace_next_case(sat2d_trace_reader *r, const char *path, sat2d_case *c, const char **line,
                          uint64_t *number, char *err, size_t err_size);

/* Closes the trace. NULL is allowed. */
void sat2d_trace_close(sat2d_trace_reader *r);

/* Appends `line`, a case line that sat2d_case_parse accepted as a case of test `test`, to w as
 * one binary record with its numbers exactly as the line spells them; 0, or -1 (nothing written)
 * for a test the binary format has no record code for (one added after SAT2D_TRACE_RECORD_KINDS:
 * its pairs are written as text). */
int sat2d_trace_write_case(sat2d_trace_writer *w, const char *line, sat2d_test_id test);

#endif
