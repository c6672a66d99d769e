/** V8's explicit compile hint, atop every chunk (docs/decisions/112-every-chunk-compiled-as-it-loads.md). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
