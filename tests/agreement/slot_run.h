/* tests/agreement/slot_run.h — a variant's slot called on a batch of pairs, with a contender's
 * crash pinned to the pair that caused it. */
#ifndef SAT2D_AGREEMENT_SLOT_RUN_H
#define SAT2D_AGREEMENT_SLOT_RUN_H

#include "agree_rules.h"

/* Calls v's slot for test t on the n pairs of `in`, answers into `out` (for a test without
 * verdicts, every hit set to 1, so that only its numbers are compared); 0 if v lacks the slot.
 * Under the crash guard a contender first answers each pair alone with its case line recorded
 * (a crash then names the pair), then the batch. */
int slot_run(const sat2d_variant *v, sat2d_test_id t, const sat2d_slot_in *in, size_t n,
             const results *out);

#endif
