-- serve_check.lua: wrk's request for POST /api/check: the body (a JSON {"id","grid"}) comes from the
-- environment variable CHECK_BODY that bench/serve_bench.sh sets.
wrk.method = "POST"
wrk.body = os.getenv("CHECK_BODY")
wrk.headers["Content-Type"] = "application/json"
