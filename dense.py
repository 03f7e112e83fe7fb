import time, sys, json
from core.sanitizer import sanitize, sanitize_fields
units = json.loads(open(sys.argv[1]).read())
for u in units:
    s = u*(100_000//len(u))
    t0=time.perf_counter()
    sanitize_fields({"missing_context": s, "lesson": "", "ask_next_time": ""})
    t=time.perf_counter()-t0
    print(("SLOW " if t>2 else "     ")+repr(u), round(t,2), flush=True)
