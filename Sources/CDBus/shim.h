// libdbus-1 from Debian's libdbus-1-dev (`make deps`); the include folders come from pkg-config (dbus-1).
#include <dbus/dbus.h>
