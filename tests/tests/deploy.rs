//! The deployment files: the Kubernetes manifests parse and carry the fields the workers need
//! (Indexed Job → --shard, the cache URL from the Secret, resources, the service's probes and
//! selector), and the Slurm scripts are valid bash that pass the array index as --shard.

use execretrieval_tests::repo_root;
use yaml_rust2::{Yaml, YamlLoader};

fn docs(file: &str) -> Vec<Yaml> {
    let path = repo_root().join("deploy/k8s").join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let docs = YamlLoader::load_from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    for d in &docs {
        for field in ["apiVersion", "kind"] {
            assert!(d[field].as_str().is_some(), "{file}: a document without {field}");
        }
        assert!(d["metadata"]["name"].as_str().is_some(), "{file}: a document without metadata.name");
    }
    docs
}

fn one<'a>(docs: &'a [Yaml], kind: &str) -> &'a Yaml {
    let v: Vec<&Yaml> = docs.iter().filter(|d| d["kind"].as_str() == Some(kind)).collect();
    assert_eq!(v.len(), 1, "one {kind}");
    v[0]
}

fn env<'a>(container: &'a Yaml, name: &str) -> &'a Yaml {
    container["env"]
        .as_vec()
        .and_then(|e| e.iter().find(|v| v["name"].as_str() == Some(name)))
        .unwrap_or_else(|| panic!("no env {name}"))
}

/// The cache URL comes from the Secret's key.
fn cache_from_secret(container: &Yaml, secret: &Yaml) {
    let r = &env(container, "EXECRETRIEVAL_CACHE_URL")["valueFrom"]["secretKeyRef"];
    assert_eq!(r["name"].as_str(), secret["metadata"]["name"].as_str(), "the Secret's name");
    let key = r["key"].as_str().expect("secretKeyRef.key");
    let url = secret["stringData"][key].as_str().expect("the Secret holds the key");
    assert!(url.starts_with("postgres://"), "{url}");
}

fn resources(container: &Yaml) {
    let r = &container["resources"];
    for path in [["requests", "cpu"], ["requests", "memory"], ["limits", "memory"]] {
        assert!(r[path[0]][path[1]].as_str().is_some(), "resources.{}.{}", path[0], path[1]);
    }
}

fn command_text(c: &Yaml) -> String {
    let mut parts = Vec::new();
    for key in ["command", "args"] {
        for v in c[key].as_vec().into_iter().flatten() {
            parts.push(v.as_str().unwrap_or_default().to_string());
        }
    }
    parts.join(" ")
}

#[test]
fn kubernetes_manifests_have_the_required_fields() {
    let secret = docs("secret.yaml");
    let secret = one(&secret, "Secret");
    let job = docs("exec-job.yaml");
    let job = one(&job, "Job");
    let spec = &job["spec"];
    assert_eq!(spec["completionMode"].as_str(), Some("Indexed"));
    let n = spec["completions"].as_i64().expect("completions");
    assert!(spec["parallelism"].as_i64().is_some_and(|p| p >= 1 && p <= n));
    let pod = &spec["template"]["spec"];
    assert_eq!(pod["restartPolicy"].as_str(), Some("Never"));
    let c = &pod["containers"][0];
    assert_eq!(env(c, "SHARDS")["value"].as_str(), Some(n.to_string().as_str()), "SHARDS = completions");
    let cmd = command_text(c);
    assert!(cmd.contains("--shard \"$JOB_COMPLETION_INDEX/$SHARDS\""), "{cmd}");
    assert!(cmd.contains("--output \"/data/out/shard-$JOB_COMPLETION_INDEX-of-$SHARDS.json\""), "{cmd}");
    cache_from_secret(c, secret);
    resources(c);

    let merge = docs("merge-job.yaml");
    let merge = one(&merge, "Job");
    let mc = &merge["spec"]["template"]["spec"]["containers"][0];
    assert_eq!(env(mc, "SHARDS")["value"].as_str(), Some(n.to_string().as_str()));
    assert!(command_text(mc).contains("execretrieval merge --output"));
    resources(mc);

    let serve = docs("serve.yaml");
    let dep = one(&serve, "Deployment");
    let svc = one(&serve, "Service");
    let labels = &dep["spec"]["template"]["metadata"]["labels"];
    assert_eq!(&dep["spec"]["selector"]["matchLabels"], labels, "the Deployment selects its pods");
    assert_eq!(&svc["spec"]["selector"], labels, "the Service selects the Deployment's pods");
    let sc = &dep["spec"]["template"]["spec"]["containers"][0];
    let args = command_text(sc);
    assert!(args.starts_with("serve --listen 0.0.0.0:"), "{args}");
    assert!(args.contains("--tokens"), "listening beyond loopback needs a token file: {args}");
    cache_from_secret(sc, secret);
    resources(sc);
    let port = sc["ports"][0]["name"].as_str().expect("a named port");
    assert_eq!(svc["spec"]["ports"][0]["targetPort"].as_str(), Some(port));
    // readiness waits for the sandbox (503 while it compiles); liveness must not restart a
    // server that is still compiling, so it asks the endpoint that answers from the start
    assert_eq!(sc["readinessProbe"]["httpGet"]["path"].as_str(), Some("/readyz"));
    assert_eq!(sc["livenessProbe"]["httpGet"]["path"].as_str(), Some("/livez"));
    for probe in ["readinessProbe", "livenessProbe"] {
        assert_eq!(sc[probe]["httpGet"]["port"].as_str(), Some(port), "{probe}");
    }
}

#[test]
fn slurm_scripts_are_valid_bash_and_shard_by_the_array_index() {
    let dir = repo_root().join("deploy/slurm");
    for f in ["exec_array.sbatch", "merge.sbatch", "submit.sh"] {
        let o = std::process::Command::new("bash").arg("-n").arg(dir.join(f)).output().unwrap();
        assert!(o.status.success(), "{f}: {}", String::from_utf8_lossy(&o.stderr));
    }
    let array = std::fs::read_to_string(dir.join("exec_array.sbatch")).unwrap();
    assert!(
        array.contains("I=$SLURM_ARRAY_TASK_ID") && array.contains("N=${SHARDS:-$SLURM_ARRAY_TASK_COUNT}")
    );
    assert!(array.contains("--shard \"$I/$N\""));
    let submit = std::fs::read_to_string(dir.join("submit.sh")).unwrap();
    assert!(submit.contains("--dependency=afterany:"));
}
