#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

/* Function-like macros do not import into Swift: wrap the ones we use. */
static inline int csdl_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline int csdl_windowpos_undefined(void) { return SDL_WINDOWPOS_UNDEFINED; }
static inline int csdl_must_lock(SDL_Surface *s) { return SDL_MUSTLOCK(s); }
static inline Uint32 csdl_touch_mouseid(void) { return SDL_TOUCH_MOUSEID; }
static inline Sint64 csdl_mouse_touchid(void) { return (Sint64)SDL_MOUSE_TOUCHID; }
static inline Uint32 csdl_button_lmask(void) { return SDL_BUTTON_LMASK; }

/* libdispatch's hook for CoreFoundation (exported by the toolchain's libdispatch, which every Swift program
   using Foundation links): the descriptor (an eventfd on Linux) that becomes readable when work is queued on
   the main dispatch queue while the main thread drives it through RunLoop.main; -1 when the main queue is
   driven by dispatch itself (dispatch_main, e.g. inside a test runner). */
extern int _dispatch_get_main_queue_handle_4CF(void);
static inline int csdl_main_queue_handle(void) { return _dispatch_get_main_queue_handle_4CF(); }
#endif
