//! The registry (`retrieval/registry.json`) against the documented invocation of every row,
//! transcribed here from each provider's documentation or model card (the URL each row cites in
//! `source`), and the README's Retrievers table against the registry.

use execretrieval_retrieval::{
    bm25, markdown_table, models, registry, tokenize, Kind, Pooling, Runs, Similarity,
};

/// name, runs, model (hub repo for in-process rows), query prefix, passage prefix,
/// (query, passage) task/input types, pooling, max tokens, a string the source must contain.
type Row = (
    &'static str,
    Runs,
    &'static str,
    &'static str,
    &'static str,
    Option<(&'static str, &'static str)>,
    Option<Pooling>,
    Option<usize>,
    &'static str,
);

const QWEN3: &str =
    "Instruct: Given a code search query, retrieve code snippets that answer the query\nQuery:";
const ME5: &str =
    "Instruct: Given a code search query, retrieve code snippets that answer the query\nQuery: ";
const BGE: &str = "Represent this sentence for searching relevant passages: ";
const NOMIC: &str = "Represent this query for searching relevant code: ";
use Pooling::*;
use Runs::*;

const DOCUMENTED: &[Row] = &[
    ("bm25", InProcess, "okapi-bm25", "", "", None, None, None, "BM25"),
    ("random", InProcess, "seeded-uniform", "", "", None, None, None, "sha256"),
    (
        "all-minilm-l6-v2",
        InProcess,
        "all-minilm-l6-v2",
        "",
        "",
        None,
        Some(Mean),
        Some(256),
        "huggingface.co/sentence-transformers/all-MiniLM-L6-v2",
    ),
    (
        "all-mpnet-base-v2",
        InProcess,
        "all-mpnet-base-v2",
        "",
        "",
        None,
        Some(Mean),
        Some(384),
        "huggingface.co/sentence-transformers/all-mpnet-base-v2",
    ),
    (
        "bge-base-en-v1.5",
        InProcess,
        "BAAI/bge-base-en-v1.5",
        BGE,
        "",
        None,
        Some(Cls),
        Some(512),
        "huggingface.co/BAAI/bge-base-en-v1.5",
    ),
    (
        "bge-large-en-v1.5",
        InProcess,
        "BAAI/bge-large-en-v1.5",
        BGE,
        "",
        None,
        Some(Cls),
        Some(512),
        "huggingface.co/BAAI/bge-large-en-v1.5",
    ),
    ("bge-m3", InProcess, "BAAI/bge-m3", "", "", None, Some(Cls), Some(8192), "huggingface.co/BAAI/bge-m3"),
    (
        "e5-base-v2",
        InProcess,
        "intfloat/e5-base-v2",
        "query: ",
        "passage: ",
        None,
        Some(Mean),
        Some(512),
        "huggingface.co/intfloat/e5-base-v2",
    ),
    (
        "e5-large-v2",
        InProcess,
        "intfloat/e5-large-v2",
        "query: ",
        "passage: ",
        None,
        Some(Mean),
        Some(512),
        "huggingface.co/intfloat/e5-large-v2",
    ),
    (
        "multilingual-e5-large-instruct",
        InProcess,
        "intfloat/multilingual-e5-large-instruct",
        ME5,
        "",
        None,
        Some(Mean),
        Some(512),
        "huggingface.co/intfloat/multilingual-e5-large-instruct",
    ),
    (
        "gte-base",
        InProcess,
        "thenlper/gte-base",
        "",
        "",
        None,
        Some(Mean),
        Some(512),
        "huggingface.co/thenlper/gte-base",
    ),
    (
        "gte-large",
        InProcess,
        "thenlper/gte-large",
        "",
        "",
        None,
        Some(Mean),
        Some(512),
        "huggingface.co/thenlper/gte-large",
    ),
    (
        "qwen3-embedding-0.6b",
        InProcess,
        "Qwen/Qwen3-Embedding-0.6B",
        QWEN3,
        "",
        None,
        Some(LastToken),
        Some(8192),
        "huggingface.co/Qwen/Qwen3-Embedding-0.6B",
    ),
    (
        "qwen3-embedding-4b",
        Server,
        "Qwen/Qwen3-Embedding-4B",
        QWEN3,
        "",
        None,
        Some(LastToken),
        Some(32768),
        "huggingface.co/Qwen/Qwen3-Embedding-4B",
    ),
    (
        "qwen3-embedding-8b",
        Server,
        "Qwen/Qwen3-Embedding-8B",
        QWEN3,
        "",
        None,
        Some(LastToken),
        Some(32768),
        "huggingface.co/Qwen/Qwen3-Embedding-8B",
    ),
    (
        "jina-embeddings-v2-base-code",
        Server,
        "jinaai/jina-embeddings-v2-base-code",
        "",
        "",
        None,
        Some(Mean),
        Some(8192),
        "huggingface.co/jinaai/jina-embeddings-v2-base-code",
    ),
    (
        "coderankembed",
        Server,
        "nomic-ai/CodeRankEmbed",
        NOMIC,
        "",
        None,
        Some(Cls),
        Some(8192),
        "huggingface.co/nomic-ai/CodeRankEmbed",
    ),
    (
        "nomic-embed-code",
        Server,
        "nomic-ai/nomic-embed-code",
        NOMIC,
        "",
        None,
        Some(LastToken),
        None,
        "huggingface.co/nomic-ai/nomic-embed-code",
    ),
    (
        "qwen3-embedding-0.6b-ollama",
        Server,
        "qwen3-embedding:0.6b",
        QWEN3,
        "",
        None,
        Some(LastToken),
        None,
        "ollama.com/library/qwen3-embedding",
    ),
    (
        "openai-text-embedding-3-small",
        HostedApi,
        "text-embedding-3-small",
        "",
        "",
        None,
        None,
        None,
        "platform.openai.com/docs/guides/embeddings",
    ),
    (
        "openai-text-embedding-3-large",
        HostedApi,
        "text-embedding-3-large",
        "",
        "",
        None,
        None,
        None,
        "platform.openai.com/docs/guides/embeddings",
    ),
    (
        "gemini-embedding-001",
        HostedApi,
        "gemini-embedding-001",
        "",
        "",
        Some(("CODE_RETRIEVAL_QUERY", "RETRIEVAL_DOCUMENT")),
        None,
        None,
        "ai.google.dev/gemini-api/docs/embeddings",
    ),
    (
        "gemini-embedding-2",
        HostedApi,
        "gemini-embedding-2",
        "task: code retrieval | query: ",
        "title: none | text: ",
        None,
        None,
        None,
        "ai.google.dev/gemini-api/docs/embeddings",
    ),
    (
        "mistral-embed",
        HostedApi,
        "mistral-embed",
        "",
        "",
        None,
        None,
        None,
        "docs.mistral.ai/capabilities/embeddings",
    ),
    (
        "mistral-codestral-embed",
        HostedApi,
        "codestral-embed",
        "",
        "",
        None,
        None,
        None,
        "docs.mistral.ai/capabilities/embeddings/code_embeddings",
    ),
    (
        "voyage-code-3",
        HostedApi,
        "voyage-code-3",
        "",
        "",
        Some(("query", "document")),
        None,
        None,
        "docs.voyageai.com/docs/embeddings",
    ),
    (
        "cohere-embed-v4.0",
        HostedApi,
        "embed-v4.0",
        "",
        "",
        Some(("search_query", "search_document")),
        None,
        None,
        "docs.cohere.com/reference/embed",
    ),
];

#[test]
fn every_row_has_its_documented_invocation() {
    let reg = registry();
    let names: Vec<&str> = reg.iter().map(|c| c.name.as_str()).collect();
    let want: Vec<&str> = DOCUMENTED.iter().map(|r| r.0).collect();
    assert_eq!(names, want, "the registry's rows (in order) are the documented ones");
    for (c, &(name, runs, model, qp, pp, types, pooling, max_tokens, source)) in reg.iter().zip(DOCUMENTED) {
        let model_of = c.spec.hub.as_ref().map(|h| h.repo.as_str()).unwrap_or(&c.model);
        assert_eq!(
            (c.runs(), model_of, c.query_prefix.as_str(), c.passage_prefix.as_str()),
            (runs, model, qp, pp),
            "{name}: where it runs, model, prefixes"
        );
        let got_types = match (
            c.spec.params["query_input_type"].as_str(),
            c.spec.params["passage_input_type"].as_str(),
        ) {
            (Some(q), Some(p)) => Some((q, p)),
            _ => None,
        };
        assert_eq!(got_types, types, "{name}: task / input types");
        if let Some((q, p)) = types {
            assert_eq!(c.task_type.as_deref(), Some(format!("query: {q}; passage: {p}").as_str()), "{name}");
        }
        assert_eq!((c.pooling, c.max_tokens), (pooling, max_tokens), "{name}: pooling, max tokens");
        assert!(c.spec.source.contains(source), "{name}: source {:?} does not cite {source}", c.spec.source);
        // Dense rows: cosine over L2-normalised vectors, float32 throughout.
        match c.kind {
            Kind::Bm25 => assert_eq!((c.similarity, c.normalize), (Similarity::Bm25, false)),
            Kind::Random => assert_eq!((c.similarity, c.normalize), (Similarity::Hash, false)),
            Kind::DenseLocal | Kind::Hosted => {
                assert_eq!((c.similarity, c.normalize), (Similarity::Cosine, true), "{name}")
            }
        }
        assert_eq!(c.spec.dtype.as_deref(), Some("float32"), "{name}: dtype");
        match runs {
            InProcess if c.kind == Kind::DenseLocal => {
                assert_eq!(c.batch_size, Some(execretrieval_retrieval::dense::DEFAULT_BATCH), "{name}");
                // Fetchable: a pinned package, or a hub repo.
                assert!(models::known(&c.model).is_some() || c.spec.hub.is_some(), "{name}: no model source");
                assert!(c.spec.launch.is_none());
            }
            Server => {
                let launch =
                    c.spec.launch.as_deref().unwrap_or_else(|| panic!("{name}: a served row needs `launch`"));
                assert!(launch.contains(model), "{name}: `{launch}` does not start {model}");
                assert!(
                    c.spec.params["base_url"].as_str().is_some_and(|u| u.starts_with("http://localhost:")),
                    "{name}: base_url"
                );
            }
            _ => assert!(c.spec.launch.is_none(), "{name}"),
        }
    }
    let bm = &reg[0];
    assert_eq!(bm.spec.params["k1"].as_f64(), Some(bm25::DEFAULT_K1));
    assert_eq!(bm.spec.params["b"].as_f64(), Some(bm25::DEFAULT_B));
    assert_eq!(bm.spec.params["tokenizer"].as_str(), Some(tokenize::TOKENIZER_NAME));
    // The paper's families are all here: 23 dense configurations at least.
    assert!(reg.iter().filter(|c| matches!(c.kind, Kind::DenseLocal | Kind::Hosted)).count() >= 23);
}

#[test]
fn readme_lists_the_registry() {
    let readme =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md"))
            .unwrap();
    let table = markdown_table(&registry());
    assert!(
        readme.contains(&table),
        "README.md's Retrievers section must hold `execretrieval retrievers`'s table verbatim:\n{table}"
    );
}

/// The rows serialise back to what `registry.json` holds, their fields in the file's order (the
/// flattened `ModelSpec` where its fields stand), so `retrievers --json` and
/// `invocation_table.json` keep their shape; and they read back as the same rows. (`params` is a
/// JSON value, whose keys come out sorted, and an empty `hub` is omitted where the file writes
/// `null`: so the texts are compared field by field, not byte for byte.)
#[test]
fn the_registry_serialises_as_its_file() {
    use serde_json::Value;
    let file = include_str!("../registry.json");
    let ours = execretrieval_io::pretty_json(&registry()).unwrap();
    let back: Vec<execretrieval_retrieval::RetrieverConfig> = serde_json::from_str(&ours).unwrap();
    assert_eq!(back, registry());
    let without_nulls = |t: &str| -> Vec<Value> {
        let rows: Vec<serde_json::Map<String, Value>> = serde_json::from_str(t).unwrap();
        rows.into_iter()
            .map(|r| Value::Object(r.into_iter().filter(|(_, v)| !v.is_null()).collect()))
            .collect()
    };
    assert_eq!(without_nulls(&ours), without_nulls(file));
    // a row's own fields are the lines indented by four spaces
    let fields = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| l.starts_with("    \"") && *l != "    \"hub\": null,")
            .map(|l| l.split(':').next().unwrap().to_string())
            .collect()
    };
    assert_eq!(fields(&ours), fields(file));
    assert!(fields(file).len() > 100, "{}", fields(file).len());
}

#[test]
fn configuration_files_reject_unknown_enums_with_the_file_named() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("bad.json");
    std::fs::write(&p, r#"[{"name": "x", "kind": "dense", "model": "m", "similarity": "cosine"}]"#).unwrap();
    let err = format!("{:#}", execretrieval_retrieval::read_configs(&p).unwrap_err());
    assert!(
        err.contains("bad.json") && err.contains("unknown variant `dense`") && err.contains("line 1"),
        "{err}"
    );
    std::fs::write(
        &p,
        r#"[{"name": "x", "kind": "dense-local", "model": "m", "similarity": "cosine", "pooling": "last-token"}]"#,
    )
    .unwrap();
    let c = execretrieval_retrieval::read_configs(&p).unwrap();
    assert_eq!((c[0].kind, c[0].pooling), (Kind::DenseLocal, Some(Pooling::LastToken)));
}
