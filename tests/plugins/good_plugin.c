/* A good contender for the plugin tests: "textbook_copy", every slot of the reference taken from
 * this plugin's own copy of the sat2d library (linked statically into the .so, so nothing is
 * shared with the program that loads it but the ABI). It must agree everywhere: sat2d check
 * --impl all, sat2d-proptest, sat2d-agreement. A second variant, "planes_copy", shows a plugin
 * returning several tables. */
#include <sat2d/plugin.h>

static sat2d_variant textbook_copy, planes_copy;
static const sat2d_variant *const variants[] = {&textbook_copy, &planes_copy};

static const sat2d_plugin plugin = {
    .abi_version = SAT2D_PLUGIN_ABI_VERSION,
    .struct_size = sizeof(sat2d_plugin),
    .name = "sat2d_test_good",
    .variant_count = 2,
    .variants = variants,
};

/* The entry point: copies the two tables of this plugin's own library under new names. */
SAT2D_PLUGIN_EXPORT const sat2d_plugin *sat2d_plugin_entry(void);
const sat2d_plugin *sat2d_plugin_entry(void) {
    const sat2d_variant *reference = sat2d_variant_find("textbook");
    const sat2d_variant *planes = sat2d_variant_find("planes");
    if (!reference || !planes) return NULL;
    textbook_copy = *reference;
    textbook_copy.name = "textbook_copy";
    textbook_copy.summary = "the reference, from a plugin's own copy of the library";
    textbook_copy.kind = SAT2D_KIND_TRICK;
    planes_copy = *planes;
    planes_copy.name = "planes_copy";
    planes_copy.summary = NULL; /* the loader shows the plugin's name instead */
    return &plugin;
}
