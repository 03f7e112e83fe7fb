"""Score the credential redaction on a blind evaluation set; print aggregate figures only.

    python benchmarks/redaction_eval.py [v1|...|v139]

Each set (`benchmarks/redaction/blind_set_<name>.jsonl`, format in `benchmarks/redaction/README.txt`)
was written by someone who had not seen the rules. A set measures generalisation only until its
notes are read: v1 to v11, v13, v14, v16 to v28, v31, v32, v35, v36, v39 to v42, v45, v46, v49, v51, v52, v55,
v57, v60, v61, v62, v64, v66, v68, v70, v72, v74, v75, v78, v79, v82, v83, v86, v87, v90, v91, v93, v95, v97, v99, v101, v103, v107, v109, v111, v113, v116, v119, v122, v125, v126, v129, v130, v131, v132, v133, v135, v136 and v138 were then used to develop the rules; v12, v15, v29, v30, v33, v34, v37, v38, v43, v44, v47, v48,
v50, v53, v54, v56, v58, v59, v63, v65, v67, v69, v71, v73, v76, v77, v80 (the default), v81, v84, v85, v88, v89, v92, v94, v96, v98, v100, v102, v104, v105, v106, v108, v110, v112, v114, v115, v117, v118, v120, v121, v123, v124, v127, v128, v134, v137 and v139 were scored on the first and the final rules of their round and never read: the honest
figures for the current rules. From v25 on, a clean note whose only risky item is a key
its vendor documents as public is tagged `[publishable]`, and the false-positive rate is also given
without those notes. The next round needs a fresh set. Each note's three fields go through
`core.store.build_record` (topic "notes"), exactly as a note would be stored. This script never
prints a note, a secret, a miss or a false positive: only counts and rates, so nobody tunes the
rules to the set.

  secret note  redacted when no 8-character substring of any of its secrets survives in any stored
               field; a note that build_record refuses (ValueError) stores nothing, so it counts as
               redacted, and refusals are counted separately.
  clean note   a false positive when any stored field differs from the input, or when refused.

The sets allow an empty lesson, which log_memory refuses (the agent is told to state one and calls
again). Such a note is scored on what the redaction stores for its fields as given
(`sanitize_fields`, the step of build_record that changes text), and counted apart.

`--set PATH --sha256 HEX` scores another file in the same format (for testing this script); a
published set is scored only when its SHA-256 matches the hash above.
"""

import argparse
import hashlib
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.sanitizer import sanitize_fields  # noqa: E402
from core.store import build_record  # noqa: E402

SETS = ROOT / "benchmarks" / "redaction"
# the published sets and their SHA-256: a set is scored only as it was frozen
PUBLISHED = {
    "v1": "ac7306b7e4d33eb6e3af48513c3691a19cb4e3d6bc9593f386f577b9b8584996",
    "v2": "149ee3135e5e3a5a35c76eef03bc6be4fb42619feb2d14f9c5907d622b73968b",
    "v3": "9093d68e3b27d09cca79e0f9e0340029676fe91c994e036fea7857cc4d896db6",
    "v4": "dd0852e8e1837a31b9716ceff96be666341903d77b8a8cd00ec13a054a8c3d18",
    "v5": "7f7e637999671626f55c798495c075044e613fbec974280756f34a722fc195cb",
    "v6": "c3f045f58f9ae7150afb7ed5594e0aaf1707be06c482bcfac90bbdfeaa271afa",
    "v7": "190cf1c1d36e52c743bb0e055baee018d0cd48a8b7152669871e4907144078c2",
    "v8": "a47148c01c185ad5f33fc1a1904b0585c0e4995de66d0bf2f57acb4e8c426992",
    "v9": "0f2dfb1545b29b43ec8a5b06c754720637dbec6e9aae0702cdf6b1ee1048326e",
    "v10": "9d04477163af6611612928ddb69fde9584f6ac587f33b98fe72901c4ef97756e",
    "v11": "368d3a47ff4d47c3b32f5a550d9ca8a8b8a0d3a5b1ddc9b33f9bd37aa1c28c8c",
    "v12": "cf2028fe8947dac0493a91c488c18380ca0a1b48a98847d1edb716915b323277",
    "v13": "0d45d75bd3ea58850ca68b67344bad9568b7430a0037c5cc55b14543697c15cc",
    "v14": "895dcfb1a4f476e92a984db9e0e0ecaa19227c80ab1e4b610c44fc1c13673380",
    "v15": "96dc5c322cf18a198fe919b000c6ebe8a351d6651152d9b96353e3518b955441",
    "v16": "a38139417db717325d6d7162a2e984c072f30c4330c0f276b75d5dc67266ac61",
    "v17": "27956677a33cee449ac000dbe37211e3675cddc6a0a5016001b420d34f2dc2ae",
    "v18": "f51ac61875a56ae121812d7a3aa498fc4ac004e3153915fff44776b894d77dd4",
    "v19": "68c4856c10bca2d16a15810586d3465a3c720c6b00b98087cb1793aef3e52efa",
    "v20": "e8cc510fa0a652b3b47a4ee2e8e6dffe235d5a5bafafc28db34dd794a29c7711",
    "v21": "b6b72a91a82264202a375639290a17e57431bb24c8ad1b327cb3643f7562b9fa",
    "v22": "c699b891959c25a6539ceba2e1e5c350bce43eeb0215a11ab6a29f5f52492f0e",
    "v23": "f11d6230a31d43194da85789881fa6805e960dcb89e774001428f956e847d42d",
    "v24": "cc4414762be4bb3248de788ab731909745f28193ed12d222e694ad8ecc3d8fd5",
    "v25": "2a6bf5c28b0ee1f5f4f30636a24eea10e1c619384c189b7a90c4e4b06896d908",
    "v26": "a9cb27d13f3c9c16c01b420d037636e338ff681951a6cbe227fdb213086d8639",
    "v27": "5aa5c303d46b6115c1708236dceac5a2d317e0472302c79c104c59fb87400467",
    "v28": "ee43d14c7c0b9cec731aef9829237d938fa7db63161b5c32183a3a2f5dbb9dd4",
    "v29": "640ad42bc7dda650df848a808b6f47f4ef797be60fddf5194439bae45a34c56e",
    "v30": "ffe65715569c489a3d4b845466820e556ec0c3bdfa5cc1dcac5f5cc3e16b2aa7",
    "v31": "7bb41d19e290e6b31835bfd394ce90e0a57357dc3dccbdfcc460a7421eb34f86",
    "v32": "6d80ed132c4912a0774115eb6e19b0a6686aeb5ade7439fa71070d2e83d89645",
    "v33": "56cddec7f2f122a86070aaf1e88a3cd358eb36f637151be968a1f68431207845",
    "v34": "c6b79d375be480726dcf0b84e8f139829fcfb7e09c9d1286610ef003d761e929",
    "v35": "e2e17cd8e48b2f56effca6fab5001a53e8f4ac4defb985cb437c1c1f1bf42a36",
    "v36": "6c60df70eccf8a98ce6d7ed31990eee02ebe4be84fcb94bb49d1bc5fe9ab8b61",
    "v37": "cbbc338734a730f90508d897c8e399e1ffc79b81f46b81cca6abaafeced5b679",
    "v38": "fcc4f5595bf5cf5274a8f93253c3d129d0a579b0f8c38008469dfc4351d43b34",
    "v39": "d9986b91c3c41928582e1e6fb69001363df350453819ee18d5d93d441b7fa285",
    "v40": "ff252409124218056282cdfa802556e70334c7d10ac26d805642e2b94c7d63aa",
    "v41": "3f4aa85ea3ffd68c6af709e41b177fcf73fbe46b47f212e501491d177fd75426",
    "v42": "77f91eb98490a4b5e6aabd69428dbe17402389e16cdcb9d43f6e673784f4a36c",
    "v43": "6ea4583390a8a11802b95b2946e472bcf024657bdb7b6a00a67178b6e279cc0d",
    "v44": "ac007d504e9ef510157dfd0b703a0121314c2c1bae3dae69856ae02ee6999a9e",
    "v45": "d47ea5bca75ea7dade97624d1c42e943a06654d3cafaadfee12309b863d734ff",
    "v46": "29a287fdc78b7897c9fdf211efd284afbaf1f76cea1fdd55513b7f917b3d6cff",
    "v47": "7315542a307cedd4181fff5f9b21aa9382458ab8cd812bbe40dbd26e57ef0ff1",
    "v48": "1212cdc84cd12c200b0ae2ba90f634ef74de6ca49f918f6ea2269a75a2b57719",
    "v49": "5e69f80f5fb17360bec55f3deb494cb92cb692bbe094b414f3e6bdec9f8ae8cc",
    "v50": "3052b240d5c04657ed033230e15d3b751e20dc68c217117e00515b36e825681a",
    "v51": "e4029884a3c974b879652adcf0167549242d8b63b1ba84f9eea8f0e4e7fc6465",
    "v52": "75450cd2b4f1e544a66ac7a18568153ff92a7043add09fe7e5d2334d0ee32603",
    "v53": "da2b88fb19bb616cc7a6a2340cb802a4b46ff78ad17293051b3edf07b0cf153c",
    "v54": "31a0b9918334f19ccc4fd431c96f1c5dd068807a0f4151d3524463b510fcb6aa",
    "v55": "b11b50cec8b182e01d670fffe4bdc03fb0130c546b129f0570ad54403addceff",
    "v56": "9a1355a539f160993ee58e6ce47c4303a2e15b0db53e76e2b735c6b47afaa366",
    "v57": "3190be585e59bdea43e0123c6d0a5ce39ca2ea967c0bc73656383c09f2e1b76a",
    "v58": "7f8a80d8989b56d3e84a0c40de4b7ee8218e811ee8006b185e8a5ac251adfe45",
    "v59": "f4d9d6ae8036a266e9f242ad9c6a0924cb2492ffa0507da9a2cca77214529425",
    "v60": "483700c18b7be7725d7fef63d055f49086eea9638863277ddb696806ba06b845",
    "v61": "795d712ee9eb4719a421566a1b3addd70d2a66d06a114202f3f9325dfc08af0b",
    "v62": "101ec17ec20ccbfd4b5dd28dbdb840754fe84bfe3c7c3b43adeeef86b56cf77b",
    "v63": "55c6a20b48bdf5e09db1a7ace14c78c1203263b35c8e3bab879d61b9249e7316",
    "v64": "d1178428d6496977ebf48bb9a8e0ddea0a44fc3f9a7c9f5d406265cfdc13f3ee",
    "v65": "1ac3e1f3ffc4293f42ea59d21ddfb6fec365aa28407111f7388eda1f403b9022",
    "v66": "ff01475228c80396fa4ac53e861cbc77afafab0127e2e270ee3ad99b06299187",
    "v67": "f8c3c2feabb1b2b306b7da40bdc3e863937cddae31e36d5cdbd9eb108def9dc8",
    "v68": "203d90c500dc759a034b9320ee4840c035f8e6931135231be879f1adf22abfec",
    "v69": "7f9ad0e8a9cbd06e257b36a439f253b0124689698003b51f413fa76084d567a8",
    "v70": "8e80a4e8e12ad70b1407f078af330a5ff98ac103107f4542f2e49a8f38b4218a",
    "v71": "11986f542a408264f1dc20282aebea80c635b16556673aee6d842a1b26909205",
    "v72": "fc23aef69ed57cac8239f426430701f6bc581806574b1a87525576a4bd8349c4",
    "v73": "dd676682938e992cfc8a437971f9c9307fbc97e695271e904ef4a55579350612",
    "v74": "ef697ef33f431efa4efe0aa0d5c36779c9ab4777d7ff1d2ad6018f65438334db",
    "v75": "f18cd1e8ed3e415c43be5195ab4a75d6bfecf3ae4ca57d705b7b0ccb1d8fcd02",
    "v76": "c92bee60a25ff5db4da68e0875d63584358b4f9c4b54372e04a55288ccc437cf",
    "v77": "e333fe926f04920b3f7e5e7fd3e6bda341cb2860f1dbaf8523a01c88113eafba",
    "v78": "b589e43cee37eeeef538d8a8d9fb2530a3563675aa0ce5b63253668db7f58b75",
    "v79": "de082923380aaa783ecddb62d7b46a56517cfd064c7da9e1b9e0fade2c23559a",
    "v80": "aef17bd1f08c1da7b5eb8aad9972cc1a606f5e7ffe6ff81211841a8ca2ca8288",
    "v81": "bdf15cf0c8b05785301ceefc11573534fbf407885eddc7cdb5bb4208310f1a5f",
    "v82": "64b2675637def7d860fce1fba94eb687ef512b6c7afa01e0d69a8dc4615f5cb1",
    "v83": "fecce1d0a2505b706f10faecfcc4a4b04ffc78c2d4ae3f463b63d70287c1eb20",
    "v84": "752c079a9bec88d7fd5d6f69149ed32c5132fcc24b12402e34a0d8f2412f00b2",
    "v85": "06c1dabe78d0c0330603de376d40b060883b8f2b4d6374111a728c555d14e70b",
    "v86": "6f46597828d63b8450bf88f388fb75baecb65c03fb0ed09a52ef301158eb0126",
    "v87": "1ff1d37739857545515cf2e4af1bbc23cba6431a68fdb7bd6d8202f1d66b5f0d",
    "v88": "24e3346233655d02d997fad413ab1cbb4be096d51f1c7962ed6e4c16fd6a5c66",
    "v89": "6a4f13fa87bb9c997c8276387fed55a8a52ac3f64953bcd93eed8ebf5940edda",
    "v90": "ea3ba356e2cfb0f63f38c83424ece3caf98a39b704c5b368bf19278912cefc04",
    "v91": "4802b840cab5160836506edfcdd1fe844316fad9f5c340ccddc78f99930d6130",
    "v92": "a2cc2d756d53ec70e504ba8c6f94e56433f1e3ca3bb754b95db3e37c0468bd72",
    "v93": "6d95ce04f4d42a8849f89ef915f39b31e9a88c73ec645610997988897ceadccf",
    "v94": "1081e5fe853d11c3855594948096f76378d80267c75b140be8e80903cf18fa6f",
    "v95": "25bb3f711ecd7cad396d601fa9dc3957104ce0952381d42c21779c8f72d88fa9",
    "v96": "df99d5cb0f65746227492eabc80221f9e4c1659423b373c2be0ff9bea8dcb6b2",
    "v97": "84f9a92987ede0ef14d5f446e1c54af8e92435fa2f69834112478ee3f7f83787",
    "v98": "96ab9a8801a258aed2d46affddbf877d7d5eb5a8f874386f6e3bda753e92b3c4",
    "v99": "4398f824f82c3d2b84f380f113f610e5e059152c41199902296da9a5bfa88df7",
    "v100": "d7db762f295cda43efc63adf8708b45c8ebcd8b31645684349cab318be5eea68",
    "v101": "75fe0ed2c98876c7b9f6a53674ee4a359b131cb7455e9e75391cba7d894c51f5",
    "v102": "97ec36d52fa928051180971f2170f92b1b36224b3526b637ade893a29a78406d",
    "v103": "ea7d9b651eb78f9da26f1600bfcd6a60809ca31d4821af5d621148a9fa219d3b",
    "v104": "de3811023b0668afc60e9923c59b4e54fc1caae290ffed16e8d4a44b065109c5",
    "v105": "3e0b77ef1d94abea7380d4de657ec500cc7bd5ec7d852c30508d4781afcf1013",
    "v106": "a18e19540e366e59805f74da232816f4818940b502eefc54cb099d8f48b9239c",
    "v107": "1dcaf7f1a7900f5bec924fe62e92c3b2fbb5e8e9a4131f65b844e7cd17d717ed",
    "v108": "71abc4296bff25e92be04b015384e76c80625173ac90721f1c133d5c2fd2b024",
    "v109": "b997f01a8cc6accc0435264d178b47bac492f6338f4481dc69dd1bc3bd1fba6c",
    "v110": "a81d9db28d8a45d16fd709d2c27aa1473183be02d84c3c72607835eb1d2443f0",
    "v111": "a807090bcf0a56e88ed6d58b64e433d2fcfe7b6518b87d5bae8bda4e7dd1fb78",
    "v112": "69b9f6c33dc329cb581846681f52fd9bb407f35555c03c82e0c079f78874d3e2",
    "v113": "1fe3a761154c7314e41d0e2235bdc43696894af31732e7db7fa77729be3cb490",
    "v114": "1e2644dc5047527ed3286875db4d1652442474a37e4125863ada3082c217508b",
    "v115": "3569ba4639baaad49f17ec754cd1d608e19abaa263f26f060a4644a39daf63ba",
    "v116": "c973546465bdc2cc76d39786a45da21053fc24269486038574c65433c303435c",
    "v117": "e0f664355d27986876357b2f775b18872ba692c265609ce8de6d79a67d1f9d53",
    "v118": "83708bc7634b42a3b44a40fee465edf769d11f6edd59fd476d593e909cada65f",
    "v119": "65f53f187bd0a79e3cd5dd20deba618efb1f33e54bc6ac71efaef5277dd31bdc",
    "v120": "3c51810326929f8e53396ff52f8af7ab9db5631fd3fc7f0c06c23d4ca9cd088a",
    "v121": "ae9b88e2d911e1b3844f1f8a8e284de00df30e2e9f94e6d81801d67835d70f0e",
    "v122": "fce2c095aa3c704b1ba89f2c1a898f7995cba4660bff7b7a70d06f9f2be096f9",
    "v123": "f3c7d6568c6931900f313d9dc44ff6d1e5e6570fb092c48cbf29622a42d2db16",
    "v124": "b0d43bd47ddaaf1369aaa4498dda8efcca5a8cc26009443bcdf21f9b9429375c",
    "v125": "79e35c8a217d6052115be55740239364273cf68448f7c8ad5027a8a332d3a92d",
    "v126": "6ebf674c56133a097d7ad8b3da70cb2b2dd1b33b37e5feee3c0326ef74458f30",
    "v127": "0acb5bcadc55002dca020e8bfdde0eada7b573a8ee44d712ef4795eebf3dead5",
    "v128": "b641cc86dc3edf7f741a3bd98db933d03b1c7a13c4d03177d2d89f5b14f73e84",
    "v129": "8d93e8cf8c38e7dbcd0691ac4cd81fb1343d4edf171a98c6aa2f7db820beba03",
    "v130": "fc997e8414e1c28254e3c3c87edaed2e51a5459090c622d5251aeb957a99d874",
    "v131": "9ab2288ec62ff7c4d199d604f65af9c3bdfe58db8489d8c65b6764d5b6efeb09",
    "v132": "b0dde8eb12cc07f8536e1681ce0c1b6b87df8e3787a9a5065fc73d5b9ac62f56",
    "v133": "d3d20e0e318f8e3a71850a65ae674eff1be855d0ffd58ec0f5871456b5f6dadc",
    "v134": "f6471e87aeace8228bf4f38f9ac08a7463e04bd69259620e369ff7aa40e4101d",
    "v135": "ef49f9fa1833cba3bf796f911e82eb40d495e7dc5f49c587d188231e927bc31c",
    "v136": "a6076f468bd3f61d9f85e23a38303dbc0cab0397a2763b9ebd8db17e61a2b2c9",
    "v137": "c66349443218b023a4f5120fa3be1a5aa994d0951864cf5c208ed8af52c48b4d",
    "v138": "9f5b2f5f9a43737b2554b76b9fa40ca843942324284aff6b93711f2401f327f1",
    "v139": "9c1ff5a54ad2fbcb01af0df2375208ee195151ab9526db2ca04bf7a3defa96b6",
}
FIELDS = ("missing_context", "lesson", "ask_next_time")
WINDOW = 8


def leaks(secret: str, stored: dict) -> bool:
    """True when any 8-character substring of the secret survives in a stored field."""
    windows = {secret[i:i + WINDOW] for i in range(len(secret) - WINDOW + 1)} or {secret}
    return any(w in value for value in stored.values() for w in windows)


def store_note(fields: dict) -> tuple[dict | None, float]:
    """The fields as build_record would store them (None when it refuses), and the time it took."""
    start = time.perf_counter()
    if not fields["lesson"].strip():
        stored = sanitize_fields(fields)
        return stored, time.perf_counter() - start
    try:
        record, _ = build_record("notes", fields["missing_context"], fields["lesson"], fields["ask_next_time"])
    except ValueError:
        return None, time.perf_counter() - start
    elapsed = time.perf_counter() - start
    return {name: record[name] for name in FIELDS}, elapsed


def slowest_field(fields: dict) -> float:
    """The longest time build_record takes on one field of the note alone (others minimal)."""
    worst = 0.0
    for name in FIELDS:
        if not fields[name]:
            continue
        alone = {"missing_context": "m", "lesson": "l", "ask_next_time": ""}
        alone[name] = fields[name]
        start = time.perf_counter()
        try:
            build_record("notes", alone["missing_context"], alone["lesson"], alone["ask_next_time"])
        except ValueError:
            pass
        worst = max(worst, time.perf_counter() - start)
    return worst


def rate(part: int, whole: int) -> str:
    return f"{part / whole:.4f} ({part}/{whole})" if whole else "n/a (0/0)"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("name", nargs="?", choices=sorted(PUBLISHED), default="v80", help="a published set")
    parser.add_argument("--set", type=Path, help="another JSONL set in the same format")
    parser.add_argument("--sha256", help="the SHA-256 the --set file must have")
    args = parser.parse_args()
    if args.set is None:
        args.set, args.sha256 = SETS / f"blind_set_{args.name}.jsonl", PUBLISHED[args.name]
    elif args.sha256 is None:
        parser.error("--set needs --sha256")

    data = args.set.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if digest != args.sha256:
        print(f"refusing to score: SHA-256 of {args.set} is {digest}, expected {args.sha256}", file=sys.stderr)
        return 2
    notes = [json.loads(line) for line in data.decode("utf-8").splitlines() if line.strip()]
    build_record("notes", "warm-up", "imports the sanitizer before anything is timed")

    secret = Counter()  # (group) -> notes
    redacted = Counter()  # (group) -> redacted notes
    clean = Counter()
    changed = Counter()
    refused = Counter()  # "secret" / "clean"
    empty = Counter()  # notes with an empty lesson, scored on sanitize_fields
    worst_note = worst_field = 0.0
    for note in notes:
        fields = {name: note["fields"].get(name, "") for name in FIELDS}
        stored, elapsed = store_note(fields)
        worst_note = max(worst_note, elapsed)
        worst_field = max(worst_field, slowest_field(fields))
        prefix = (note["category"].split(":", 1)[0].split() or ["-"])[0]  # first word only
        groups = ("all", "lang " + note["lang"], "category " + prefix)
        if note["kind"] == "secret":
            ok = stored is None or not any(leaks(s, stored) for s in note["secrets"])
            refused["secret"] += stored is None
            empty["secret"] += not fields["lesson"].strip()
            for group in groups:
                secret[group] += 1
                redacted[group] += ok
        else:
            fp = stored is None or stored != fields
            refused["clean"] += stored is None
            empty["clean"] += not fields["lesson"].strip()
            # v25 on: a clean note whose only risky item is a key its vendor documents as public
            if not note["category"].rstrip().endswith("[publishable]"):
                groups += ("not publishable",)
            for group in groups:
                clean[group] += 1
                changed[group] += fp

    print(f"set: {args.set.name}  sha256 {digest}  notes {len(notes)}"
          f" (secret {secret['all']}, clean {clean['all']})")
    print(f"note recall:          {rate(redacted['all'], secret['all'])}")
    print(f"false-positive rate:  {rate(changed['all'], clean['all'])}")
    if clean["not publishable"] != clean["all"]:
        print(f"  without the {clean['all'] - clean['not publishable']} clean notes tagged [publishable]: "
              f"{rate(changed['not publishable'], clean['not publishable'])}")
    print(f"refused by build_record: secret notes {refused['secret']}, clean notes {refused['clean']}")
    print(f"empty lesson, scored on the redaction alone: secret notes {empty['secret']}, clean notes {empty['clean']}")
    for lang in sorted(g for g in set(secret) | set(clean) if g.startswith("lang ")):
        print(f"  {lang}: recall {rate(redacted[lang], secret[lang])}, "
              f"false positives {rate(changed[lang], clean[lang])}")
    print("by category prefix (aggregate counts):")
    for group in sorted(g for g in set(secret) | set(clean) if g.startswith("category ")):
        parts = []
        if secret[group]:
            parts.append(f"secret {redacted[group]}/{secret[group]} redacted")
        if clean[group]:
            parts.append(f"clean {changed[group]}/{clean[group]} changed")
        print(f"  {group[len('category '):]}: {', '.join(parts)}")
    print(f"slowest note (build_record, three fields): {worst_note * 1000:.1f} ms")
    print(f"slowest single field (build_record):       {worst_field * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
