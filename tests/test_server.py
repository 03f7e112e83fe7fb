"""The MCP layer through FastMCP's in-memory client: what the model sees and what it gets back."""

import json
import re
from pathlib import Path

import pytest
from fastmcp import Client

import server
from core import store

pytestmark = pytest.mark.anyio

# The contract: every name, type, default and hint the model sees. A change here is deliberate.
CONTRACT = {
    "search_memory": {
        "params": {"query": ("string", "required"), "topic": ("string|null", None)},
        "hints": {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False},
    },
    "log_memory": {
        "params": {
            "topic": ("string", "required"),
            "missing_context": ("string", "required"),
            "lesson": ("string", "required"),
            "ask_next_time": ("string", ""),
            "type": ("string", "log"),
            "compact_threshold": ("integer", 50),
            "source_ids": ("array|null", None),
        },
        "hints": {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": False, "openWorldHint": False},
    },
    "compact_memory": {
        "params": {"target_topic": ("string|null", None), "compact_threshold": ("integer", 50)},
        "hints": {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False},
    },
}


def schema_type(prop: dict) -> str:
    if "anyOf" in prop:
        return "|".join(p["type"] for p in prop["anyOf"])
    return prop["type"]


async def call(mcp, tool: str, raise_on_error=True, **arguments) -> str:
    async with Client(mcp, mode="legacy") as client:
        result = await client.call_tool(tool, arguments, raise_on_error=raise_on_error)
    assert result.structured_content is None  # the text travels once
    return result.content[0].text


async def call_error(mcp, tool: str, **arguments) -> str:
    async with Client(mcp, mode="legacy") as client:
        result = await client.call_tool(tool, arguments, raise_on_error=False)
    assert result.is_error
    return result.content[0].text


def log_args(**overrides) -> dict:
    return {"topic": "payment", "missing_context": "VAT differs by country", "lesson": "Check the tax table", **overrides}


def log_file(project: Path) -> Path:
    return project / ".context" / "memory_log.jsonl"


# -- the contract -------------------------------------------------------------------------------


async def test_tools_match_the_contract_exactly(mcp, project):
    async with Client(mcp, mode="legacy") as client:
        tools = {tool.name: tool for tool in await client.list_tools()}
    assert set(tools) == set(CONTRACT)
    for name, expected in CONTRACT.items():
        tool = tools[name]
        schema = tool.input_schema
        props = schema["properties"]
        assert set(props) == set(expected["params"]), name
        required = {p for p, (_, default) in expected["params"].items() if default == "required"}
        assert set(schema.get("required", [])) == required, name
        for param, (type_, default) in expected["params"].items():
            assert schema_type(props[param]) == type_, (name, param)
            assert props[param].get("description"), (name, param)
            if default != "required":
                assert props[param]["default"] == default, (name, param)
        assert tool.annotations.model_dump(by_alias=True, exclude_none=True) == expected["hints"], name
        assert tool.output_schema is None, name
        assert tool.description and len(tool.description) < 200, name
    assert tools["log_memory"].input_schema["properties"]["compact_threshold"]["minimum"] == 1


async def test_server_announces_itself_and_its_workflow(mcp, project):
    async with Client(mcp, mode="legacy") as client:
        assert client.initialize_result.server_info.name == "sentinel-memory"
        instructions = client.initialize_result.instructions
        prompts = await client.list_prompts()
        workflow = await client.get_prompt("memory_workflow")
    for tool in CONTRACT:
        assert tool in instructions
    assert [p.name for p in prompts] == ["memory_workflow"]
    text = workflow.messages[0].content.text
    assert text == (Path(server.__file__).parent / ".cursorrules").read_text(encoding="utf-8")
    assert "source_ids" in text


# -- search_memory ------------------------------------------------------------------------------


async def test_search_on_an_empty_log_gives_the_gap_analysis_questions_and_writes_nothing(mcp, project):
    text = await call(mcp, "search_memory", query="fix the payment module")
    assert text.startswith("No related past records found.\nPlease ask the user the following:\n1.")
    assert not (project / ".context").exists()


async def test_search_returns_every_record_with_its_fields(mcp, project):
    await call(mcp, "log_memory", **log_args(ask_next_time="Which countries?"))
    await call(mcp, "log_memory", **log_args(topic="auth", missing_context="SSO only", lesson="Never add passwords"))
    text = await call(mcp, "search_memory", query="anything")
    assert re.match(r"\[memory_log - 2 entries\]\n\n#1 \[payment\] \d{4}-\d\d-\d\d\n", text)
    assert "missing: VAT differs by country\nlesson: Check the tax table\nask: Which countries?" in text
    assert "#2 [auth] " in text
    assert "ask:" not in text.split("#2")[1]  # empty fields are left out


async def test_search_filters_by_exact_topic(mcp, project):
    await call(mcp, "log_memory", **log_args(topic="auth"))
    await call(mcp, "log_memory", **log_args(topic="auth-login"))
    text = await call(mcp, "search_memory", query="login", topic="auth")
    assert text.startswith("[memory_log - 1 entries, topic=auth]") and "auth-login" not in text


async def test_search_for_an_unknown_topic_lists_the_existing_ones(mcp, project):
    await call(mcp, "log_memory", **log_args(topic="auth"))
    await call(mcp, "log_memory", **log_args(topic="payment"))
    text = await call(mcp, "search_memory", query="x", topic="billing")
    assert "No records with topic 'billing'. Existing topics: auth, payment." in text


async def test_search_shows_a_principles_compaction_date_and_source_count(mcp, project):
    ids = [await _logged(mcp, m) for m in ("a", "b", "c")]
    await call(mcp, "compact_memory")
    await call(mcp, "log_memory", **log_args(type="principle", missing_context="", lesson="Summary", source_ids=ids))
    text = await call(mcp, "search_memory", query="x")
    assert re.search(r"#1 \[payment\] principle, compacted \d{4}-\d\d-\d\d \(3 merged\)\nlesson: Summary", text)
    assert "missing:" not in text


async def test_search_over_the_threshold_says_compaction_is_required(mcp, project):
    for i in range(51):
        await call(mcp, "log_memory", **log_args(missing_context=f"gap {i}"))
    assert "Compaction required: 51 records exceed the threshold of 50." in await call(mcp, "search_memory", query="x")


async def test_the_servers_max_log_size_is_the_one_its_tools_refuse_at(make_server, project):
    mcp = make_server(max_log_bytes=2_000)
    for i in range(4):
        await call(mcp, "log_memory", **log_args(missing_context=f"gap {i} " + "x" * 400))
    before = log_file(project).read_bytes()
    assert len(before) > 2_000
    for tool, arguments in (("search_memory", {"query": "x"}), ("log_memory", log_args(missing_context="gap 5"))):
        error = await call_error(mcp, tool, **arguments)
        assert f"it is {len(before):,} bytes, over the 2,000-byte limit for a memory log" in error
    assert log_file(project).read_bytes() == before


async def test_search_reports_malformed_lines_and_keeps_serving(mcp, project):
    await call(mcp, "log_memory", **log_args())
    with log_file(project).open("a", encoding="utf-8") as f:
        f.write("{broken\n")
    text = await call(mcp, "search_memory", query="x")
    assert "[memory_log - 1 entries]" in text
    assert "1 line(s) of .context/memory_log.jsonl are not valid records (line 2)" in text


# -- log_memory ---------------------------------------------------------------------------------


async def _logged(mcp, missing: str, **overrides) -> str:
    text = await call(mcp, "log_memory", **log_args(missing_context=missing, **overrides))
    return re.search(r"[0-9a-f]{16}", text).group()


async def test_log_reply_says_new_or_updated_with_id_and_count(mcp, project):
    first = await call(mcp, "log_memory", **log_args())
    rid = store.record_id("log", "payment", "VAT differs by country", "")
    assert first == f"Saved new log {rid} (topic=payment). The log holds 1 record."
    again = await call(mcp, "log_memory", **log_args(lesson="Revised"))
    assert again.startswith(f"Updated existing log {rid} (topic=payment). The log holds 1 record.")


async def test_log_reply_names_redacted_fields_but_never_the_value(mcp, project):
    secret = "sk-ant-api03-" + "Q9" * 40
    text = await call(mcp, "log_memory", **log_args(lesson=f"The key {secret} was wrong"))
    assert "Credentials were replaced with [REDACTED] in: lesson." in text
    assert secret not in text and secret not in log_file(project).read_text(encoding="utf-8")


async def test_new_topic_reply_names_similar_existing_topics(mcp, project):
    await call(mcp, "log_memory", **log_args(topic="auth-login"))
    text = await call(mcp, "log_memory", **log_args(topic="auth"))
    assert "New topic; similar existing topics: auth-login." in text
    assert "similar" not in await call(mcp, "log_memory", **log_args(topic="auth", missing_context="again"))


async def test_compaction_notice_only_when_count_is_strictly_over_the_threshold(mcp, project):
    for i in range(3):
        text = await call(mcp, "log_memory", **log_args(missing_context=f"gap {i}"), compact_threshold=3)
        assert "Compaction required" not in text
    text = await call(mcp, "log_memory", **log_args(missing_context="gap 3"), compact_threshold=3)
    assert "Compaction required: 4 records exceed the threshold of 3." in text


@pytest.mark.parametrize(
    "overrides, message",
    [
        ({"topic": "   "}, "topic is empty"),  # whitespace-only topic
        ({"type": "note"}, "type must be 'log' or 'principle'"),  # unknown type
        ({"lesson": "가" * 342}, "lesson is 1026 UTF-8 bytes; the limit is 1024 bytes"),  # Korean counted in bytes
        ({"ask_next_time": "?" * 513}, "ask_next_time is 513 UTF-8 bytes; the limit is 512"),
        ({"missing_context": ""}, "missing_context is empty"),  # a log must say what was missing
        ({"source_ids": ["abc"]}, "source_ids goes with type='principle' only"),
        ({"compact_threshold": 0}, "compact_threshold"),  # must be at least 1
        ({"topic": 5}, "topic"),  # wrong type
    ],
)
async def test_bad_input_is_a_tool_error_that_says_what_to_fix_and_writes_nothing(mcp, project, overrides, message):
    await call(mcp, "log_memory", **log_args(missing_context="existing"))
    before = log_file(project).read_bytes()
    assert message in await call_error(mcp, "log_memory", **log_args(**overrides))
    assert log_file(project).read_bytes() == before


# -- compact_memory and the principle save ------------------------------------------------------


async def test_compact_groups_records_with_ids_merged_questions_and_suggestions(mcp, project):
    a = await _logged(mcp, "a", ask_next_time="Which countries?")
    b = await _logged(mcp, "b", ask_next_time="Which PG provider?")
    c = await _logged(mcp, "c", topic="payments")
    text = await call(mcp, "compact_memory")
    assert text.startswith("[compact_memory - 3 records in 2 topic(s); compaction not yet required by count (3 of 50 records);")
    assert "Similar topics, consider merging each pair into one topic: payment ~ payments" in text
    assert f"## topic=payment (2 records)\n- {a} log " in text
    assert "merged ask_next_time: Which countries? / Which PG provider?" in text
    assert f'source_ids: ["{a}", "{b}"]' in text and f'source_ids: ["{c}"]' in text
    assert 'log_memory(type="principle"' in text


async def test_compact_target_topic_and_threshold(mcp, project):
    await _logged(mcp, "a")
    await _logged(mcp, "b", topic="auth")
    text = await call(mcp, "compact_memory", target_topic="auth", compact_threshold=1)
    assert text.startswith("[compact_memory - 1 record in 1 topic(s); compaction required (2 records exceed the threshold of 1)]")
    assert "topic=payment" not in text
    assert "Existing topics: payment, auth." in await call(mcp, "compact_memory", target_topic="billing")


async def test_principle_with_source_ids_replaces_its_sources(mcp, project):
    ids = [await _logged(mcp, m) for m in ("a", "b")]
    kept = await _logged(mcp, "c", topic="auth")
    await call(mcp, "compact_memory")
    text = await call(mcp, "log_memory", **log_args(type="principle", missing_context="", lesson="Summary", source_ids=ids))
    assert "Removed 2 records merged into this principle." in text and "The log holds 2 records." in text
    records = [json.loads(line) for line in log_file(project).read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in records][0] == kept
    assert records[1]["type"] == "principle" and records[1]["meta"]["source_count"] == 2


async def test_principle_after_a_restart_keeps_sources_and_says_to_compact_again(mcp, project, make_server):
    ids = [await _logged(mcp, m) for m in ("a", "b")]
    await call(mcp, "compact_memory")
    mcp = make_server()  # a new server process
    text = await call(mcp, "log_memory", **log_args(type="principle", missing_context="", lesson="Summary", source_ids=ids))
    assert "Kept 2 records" in text and "Call compact_memory, then save this principle again" in text
    assert len(log_file(project).read_text(encoding="utf-8").splitlines()) == 3


async def test_compact_on_an_empty_log(mcp, project):
    assert await call(mcp, "compact_memory") == "The log is empty: nothing to compact."


async def test_compact_stays_within_the_token_budget_and_snapshots_only_what_it_shows(project, make_server):
    mcp = make_server(token_budget=3000)
    big = "x" * 1000
    ids = {}
    for i in range(30):
        text = await call(mcp, "log_memory", **log_args(topic=f"t{i % 3}", missing_context=f"gap {i} {big}", lesson=f"lesson {i} {big}"))
        ids[i] = re.search(r"[0-9a-f]{16}", text).group()
    text = await call(mcp, "compact_memory")
    assert server.estimate_tokens(text) <= 3000
    shown = re.findall(r"^- ([0-9a-f]{16}) ", text, re.M)
    assert 0 < len(shown) < 30
    assert f"{30 - len(shown)} records not shown, to stay within the token budget" in text
    hidden = [rid for rid in ids.values() if rid not in shown]
    reply = await call(mcp, "log_memory", **log_args(topic="t0", type="principle", missing_context="", lesson="Summary", source_ids=[shown[0], hidden[0]]))
    assert "Removed 1 record merged" in reply and f"Kept 1 record ({hidden[0]})" in reply


async def test_empty_source_ids_with_a_log_is_accepted(mcp, project):
    assert (await call(mcp, "log_memory", **log_args(source_ids=[]))).startswith("Saved new log")


@pytest.mark.filterwarnings("ignore:The roots capability is deprecated")
async def test_a_failed_roots_request_is_asked_again(tmp_path, monkeypatch):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(home)
    mcp = server.create_server(server.Settings())
    asked = []

    def roots(_):
        asked.append(1)
        if len(asked) == 1:
            raise RuntimeError("still starting up")
        return [workspace.as_uri()]

    async with Client(mcp, mode="legacy", roots=roots) as client:
        first = await client.call_tool("log_memory", log_args(), raise_on_error=False)
        second = await client.call_tool("log_memory", log_args(), raise_on_error=False)
    assert first.is_error and not second.is_error and len(asked) == 2
    assert log_file(workspace).exists()


def test_root_uris_are_decoded_once(tmp_path):
    (tmp_path / "build v2").mkdir()
    (tmp_path / "build%20v2").mkdir()
    assert server.root_folder((tmp_path / "build v2").as_uri()) == (tmp_path / "build v2", None)
    assert server.root_folder((tmp_path / "build%20v2").as_uri()) == (tmp_path / "build%20v2", None)


def test_a_bad_budget_from_the_environment_is_a_clear_start_up_error(monkeypatch, capsys):
    monkeypatch.setenv("SENTINEL_MEMORY_TOKEN_BUDGET", "20k")
    with pytest.raises(SystemExit):
        server.main([])
    assert "must be a whole number of at least 2,000, not '20k'" in capsys.readouterr().err


SECRET_PASSWORD = "password=Hunter2-Correct-Horse"


@pytest.mark.parametrize(
    "tool, arguments",
    [
        ("log_memory", {**log_args(), "topic": [SECRET_PASSWORD]}),  # pydantic's text would quote input_value
        ("log_memory", {**log_args(), "type": SECRET_PASSWORD * 50}),  # core quotes the type it refuses
        ("search_memory", {"query": "x", "topic": SECRET_PASSWORD}),  # an unknown topic is named back
        ("compact_memory", {"target_topic": SECRET_PASSWORD}),
        ("log_memory", {**log_args(type="principle", missing_context=""), "source_ids": [SECRET_PASSWORD]}),
    ],
)
async def test_no_reply_repeats_a_credential_it_was_given(mcp, project, tool, arguments):
    await call(mcp, "log_memory", **log_args(topic="auth"))
    await call(mcp, "compact_memory")
    async with Client(mcp, mode="legacy") as client:
        result = await client.call_tool(tool, arguments, raise_on_error=False)
    text = result.content[0].text
    assert "Hunter2-Correct-Horse" not in text and len(text) < 2000, text


@pytest.mark.parametrize("variant", ["pay\u200bment", "\ufeffpayment", "pay\u202ement", "payment\u2060"])
async def test_a_look_alike_topic_is_the_same_topic_and_the_filter_finds_it(mcp, project, variant):
    await call(mcp, "log_memory", **log_args(topic=variant))
    text = await call(mcp, "search_memory", query="x", topic="payment")
    assert text.startswith("[memory_log - 1 entries, topic=payment]")
    assert (await call(mcp, "search_memory", query="x", topic=variant)).startswith("[memory_log - 1 entries")


@pytest.mark.parametrize("topic", ["pay\u2028ment", "pay\x85ment", "pay\u2029ment", "pay\nment"])
async def test_a_topic_with_a_line_or_paragraph_separator_is_refused(mcp, project, topic):
    assert "single line" in await call_error(mcp, "log_memory", **log_args(topic=topic))
    assert not log_file(project).exists()


async def test_the_server_offers_tools_prompts_and_logging_and_no_resources(mcp):
    """FastMCP registers resource handlers for every server; ours are removed (Design §7, "Identity")."""
    from mcp.shared.exceptions import MCPError

    async with Client(mcp, mode="legacy") as client:
        capabilities = client.initialize_result.capabilities
        assert capabilities.resources is None and None not in (capabilities.tools, capabilities.prompts, capabilities.logging)
        for ask in (client.list_resources, client.list_resource_templates, lambda: client.read_resource("file:///etc/passwd")):
            with pytest.raises(MCPError, match="Method not found"):
                await ask()


async def test_log_reply_lists_every_redacted_field_in_stored_order(mcp, project):
    secret = "sk-ant-api03-" + "Q9" * 40
    text = await call(mcp, "log_memory", **log_args(missing_context=f"the key {secret}", ask_next_time=f"is {secret} live?"))
    assert "Credentials were replaced with [REDACTED] in: missing_context, ask_next_time." in text.splitlines()


async def test_a_topic_search_after_a_full_search_of_the_same_log_shows_that_topic_only(project, make_server):
    """What search keeps with a parse (the whole reply, the index) is kept per topic filter, the first
    record's topic included."""
    mcp = make_server(token_budget=2000)
    for i in range(30):
        await call(mcp, "log_memory", **log_args(topic="auth" if i % 3 else "payment", missing_context=f"gap {i} " + "x" * 200))
    for budget_state in ("over", "under"):
        everything = await call(mcp, "search_memory", query="gap")
        payment = await call(mcp, "search_memory", query="gap", topic="payment")
        shown = re.findall(r"^#\d+ \[(\w+)\]", payment, re.M)
        assert everything.startswith("[memory_log - 30 entries") and "[auth]" in everything
        assert payment.startswith("[memory_log - 10 entries, topic=payment") and set(shown) == {"payment"}, budget_state
        mcp = make_server(token_budget=20_000)


async def test_an_empty_topic_filter_is_a_topic_no_record_has(mcp, project):
    await call(mcp, "log_memory", **log_args())
    for tool, argument in (("search_memory", {"query": "x", "topic": ""}), ("compact_memory", {"target_topic": ""})):
        assert (await call(mcp, tool, **argument)).startswith("No records with topic ''. Existing topics: payment.")
