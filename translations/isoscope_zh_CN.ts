<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>AssociationBarFigure</name>
        <message>
            <source>X</source>
            <translation>X</translation>
        </message>
        <message>
            <source>Y</source>
            <translation>Y</translation>
        </message>
        <message>
            <source>Word associations s(w, A, B), %1 %2</source>
            <translation>词关联 s(w, A, B)，%1 %2</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>白化后</translation>
        </message>
        <message>
            <source>s(w, A, B): mean cosine with A minus mean cosine with B</source>
            <translation>s(w, A, B)：与 A 的平均余弦减去与 B 的平均余弦</translation>
        </message>
        <message>
            <source>Association s(w, A, B)</source>
            <translation>关联 s(w, A, B)</translation>
        </message>
        <message>
            <source>No associations for this result.</source>
            <translation>此结果没有关联数据。</translation>
        </message>
        <message>
            <source>‘%1’ (%2)
s raw = %3
s whitened = %4</source>
            <translation>“%1”（%2）
原始 s = %3
白化后 s = %4</translation>
        </message>
        <message>
            <source>X: %1</source>
            <translation>X：%1</translation>
        </message>
        <message>
            <source>Y: %1</source>
            <translation>Y：%1</translation>
        </message>
    </context>
    <context>
        <name>BeforeAfterScatterFigure</name>
        <message>
            <source>Valence</source>
            <translation>效价</translation>
        </message>
        <message>
            <source>Race</source>
            <translation>种族</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>性别</translation>
        </message>
        <message>
            <source>Other</source>
            <translation>其他</translation>
        </message>
        <message>
            <source>Effect sizes before and after whitening</source>
            <translation>白化前后的效应量</translation>
        </message>
        <message>
            <source>%1 · %2 (%3)</source>
            <translation>%1 · %2（%3）</translation>
        </message>
        <message>
            <source>Raw d = %1%2 (p = %3)</source>
            <translation>原始 d = %1%2（p = %3）</translation>
        </message>
        <message>
            <source>Whitened d = %1%2 (p = %3)</source>
            <translation>白化后 d = %1%2（p = %3）</translation>
        </message>
        <message>
            <source>%1, %2 model</source>
            <translation>%1，%2模型</translation>
        </message>
        <message>
            <source>Click to open the words and the permutation test.</source>
            <translation>点击查看词语和置换检验。</translation>
        </message>
        <message>
            <source>Change:</source>
            <translation>变化：</translation>
        </message>
        <message>
            <source>Family:</source>
            <translation>类别：</translation>
        </message>
        <message>
            <source>Raw d</source>
            <translation>原始 d</translation>
        </message>
        <message>
            <source>Whitened d</source>
            <translation>白化后 d</translation>
        </message>
        <message>
            <source> (%1)</source>
            <translation>（%1）</translation>
        </message>
        <message>
            <source>undefined</source>
            <translation>未定义</translation>
        </message>
        <message>
            <source>%1 bootstrap CI: raw %2, whitened %3</source>
            <translation>%1 自助法置信区间：原始 %2，白化后 %3</translation>
        </message>
        <message>
            <source>bars: %1 bootstrap CI</source>
            <translation>误差线：%1 自助法置信区间</translation>
        </message>
        <message>
            <source>W%1–W%2</source>
            <translation>W%1–W%2</translation>
        </message>
        <message>
            <source>, </source>
            <translation>，</translation>
        </message>
        <message>
            <source>Model:</source>
            <translation>模型：</translation>
        </message>
        <message>
            <source> (%1–%2)</source>
            <translation>（%1–%2）</translation>
        </message>
    </context>
    <context>
        <name>BootstrapIntervalFigure</name>
        <message>
            <source>d = %1 %2</source>
            <translation>d = %1 %2</translation>
        </message>
        <message>
            <source>Bootstrap interval of d: %1</source>
            <translation>d 的自助法区间：%1</translation>
        </message>
        <message>
            <source>No bootstrap interval for this result.</source>
            <translation>此结果没有自助法区间。</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>白化后</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>%1% percentile interval, B = %2 resamples of the words of X and Y (%3)</source>
            <translation>%1% 百分位区间，对 X 和 Y 的词重抽样 B = %2 次（%3）</translation>
        </message>
        <message>
            <source>Effect size d</source>
            <translation>效应量 d</translation>
        </message>
        <message>
            <source>%1: d = %2
%3% interval %4 to %5
bootstrap mean %6, SD %7 (%8 valid resamples)</source>
            <translation>%1：d = %2
%3% 区间 %4 至 %5
自助法均值 %6，标准差 %7（%8 次有效重抽样）</translation>
        </message>
    </context>
    <context>
        <name>CalibrationScatterFigure</name>
        <message>
            <source>Effect sizes under the comparison calibrations against ZCA</source>
            <translation>各比较校准下的效应量与 ZCA 对比</translation>
        </message>
        <message>
            <source>Raw (no calibration)</source>
            <translation>原始（未校准）</translation>
        </message>
        <message>
            <source>y axis:</source>
            <translation>y 轴：</translation>
        </message>
        <message>
            <source>y = x (as ZCA)</source>
            <translation>y = x（与 ZCA 相同）</translation>
        </message>
        <message>
            <source>d under ZCA whitening</source>
            <translation>ZCA 白化后的 d</translation>
        </message>
        <message>
            <source>d under the other calibration, or raw</source>
            <translation>其他校准下的 d，或原始 d</translation>
        </message>
        <message>
            <source>Hard-debiased, raw</source>
            <translation>硬去偏，原始</translation>
        </message>
        <message>
            <source>Hard-debiased, then ZCA</source>
            <translation>硬去偏后再 ZCA</translation>
        </message>
        <message>
            <source>d, other calibrations or debiased</source>
            <translation>d：其他校准或去偏</translation>
        </message>
        <message>
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <source>ZCA d = %1</source>
            <translation>ZCA d = %1</translation>
        </message>
        <message>
            <source>%1: d = %2 (%3 from ZCA)</source>
            <translation>%1：d = %2（与 ZCA 相差 %3）</translation>
        </message>
        <message>
            <source>Click to open the words and the permutation test.</source>
            <translation>点击查看词语和置换检验。</translation>
        </message>
        <message>
            <source>d against ZCA's d (%1 model × suite results)</source>
            <translation>d 与 ZCA 的 d 对比（%1 个结果）</translation>
        </message>
    </context>
    <context>
        <name>CosineHeatmapFigure</name>
        <message>
            <source>Cosine heatmap, %1</source>
            <translation>余弦热图，%1</translation>
        </message>
        <message>
            <source>Sampled words in file order (most frequent first)</source>
            <translation>抽样词，按文件顺序（最常用的在前）</translation>
        </message>
        <message>
            <source>Sampled words grouped by similarity (raw vectors)</source>
            <translation>抽样词，按相似度分组（原始向量）</translation>
        </message>
        <message>
            <source>Sampled words grouped by similarity (whitened vectors)</source>
            <translation>抽样词，按相似度分组（白化后向量）</translation>
        </message>
        <message>
            <source>Cosine similarity</source>
            <translation>余弦相似度</translation>
        </message>
        <message>
            <source>%1: pairwise cosine similarity of %2 sampled words</source>
            <translation>%1：%2 个抽样词的两两余弦相似度</translation>
        </message>
        <message>
            <source>Raw: mean %1, SD %2</source>
            <translation>原始：均值 %1，标准差 %2</translation>
        </message>
        <message>
            <source>Whitened: mean %1, SD %2</source>
            <translation>白化后：均值 %1，标准差 %2</translation>
        </message>
        <message>
            <source>‘%1’ and ‘%2’</source>
            <translation>“%1”与“%2”</translation>
        </message>
        <message>
            <source>Raw cosine: %1</source>
            <translation>原始余弦：%1</translation>
        </message>
        <message>
            <source>Whitened cosine: %1</source>
            <translation>白化后余弦：%1</translation>
        </message>
        <message>
            <source>Words %1 and %2 of %3 on the axes</source>
            <translation>坐标轴上为 %3 个词中的第 %1 和第 %2 个</translation>
        </message>
        <message>
            <source>Sampled words</source>
            <translation>抽样词</translation>
        </message>
        <message>
            <source>No sampled vectors: the results were read without their figure data.</source>
            <translation>没有抽样向量：读取结果时未包含其图表数据。</translation>
        </message>
    </context>
    <context>
        <name>EffectSizeGridFigure</name>
        <message>
            <source>n/a</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Effect sizes, raw and whitened</source>
            <translation>效应量，原始与白化后</translation>
        </message>
        <message>
            <source>WEAT effect sizes d, raw (upper left) and whitened (lower right)</source>
            <translation>WEAT 效应量 d，原始（左上）与白化后（右下）</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>白化后</translation>
        </message>
        <message>
            <source>Each cell: raw d upper left,</source>
            <translation>每个单元格：左上为原始 d，</translation>
        </message>
        <message>
            <source>whitened d lower right.</source>
            <translation>右下为白化后 d。</translation>
        </message>
        <message>
            <source>Bold, * and outline: p &lt; %1</source>
            <translation>粗体、* 和边框：p &lt; %1</translation>
        </message>
        <message>
            <source>%1 · %2 (%3)</source>
            <translation>%1 · %2（%3）</translation>
        </message>
        <message>
            <source>Not run for this model.</source>
            <translation>未在此模型上运行。</translation>
        </message>
        <message>
            <source>Not run: %1</source>
            <translation>未运行：%1</translation>
        </message>
        <message>
            <source>%1: d = %2, p = %3</source>
            <translation>%1：d = %2，p = %3</translation>
        </message>
        <message>
            <source>%1: d undefined (%2), p = %3</source>
            <translation>%1：d 无定义（%2），p = %3</translation>
        </message>
        <message>
            <source>(significant at %1)</source>
            <translation>（在 %1 水平显著）</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>白化后</translation>
        </message>
        <message>
            <source>Change: %1</source>
            <translation>变化：%1</translation>
        </message>
        <message>
            <source>Substantial shift: |d whitened − d raw| &gt; %1</source>
            <translation>显著偏移：|白化后 d − 原始 d| &gt; %1</translation>
        </message>
        <message>
            <source>Click to open the words and the permutation test.</source>
            <translation>点击查看词语和置换检验。</translation>
        </message>
        <message>
            <source>not run</source>
            <translation>未运行</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Effect size d (colours clipped to ±%1)</source>
            <translation>效应量 d（颜色截断于 ±%1）</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>No WEAT results to show.</source>
            <translation>没有可显示的 WEAT 结果。</translation>
        </message>
        <message>
            <source>%1, raw and whitened</source>
            <translation>%1，原始与白化</translation>
        </message>
        <message>
            <source>%1, raw (upper left) and whitened (lower right)</source>
            <translation>%1，原始（左上）与白化（右下）</translation>
        </message>
        <message>
            <source>Each cell: raw upper left,</source>
            <translation>每个单元格：原始在左上，</translation>
        </message>
        <message>
            <source>whitened lower right;</source>
            <translation>白化在右下；</translation>
        </message>
        <message>
            <source>A, B: X and Y with respect to A or B.</source>
            <translation>A、B：X 与 Y 相对于 A 或 B。</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>%1: undefined (%2)</source>
            <translation>%1：未定义（%2）</translation>
        </message>
        <message>
            <source>Click to open the words of this result.</source>
            <translation>点击打开此结果的词语。</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>No %1 results to show.</source>
            <translation>没有可显示的 %1 结果。</translation>
        </message>
    </context>
    <context>
        <name>EigenSpectrumFigure</name>
        <message>
            <source>%1 (%2 of %3 ≤ ε)</source>
            <translation>%1（%3 个中有 %2 个 ≤ ε）</translation>
        </message>
        <message>
            <source>Eigenvalue spectrum and epsilon</source>
            <translation>特征值谱与 epsilon</translation>
        </message>
        <message>
            <source>Covariance eigenvalues, ε = %1</source>
            <translation>协方差特征值，ε = %1</translation>
        </message>
        <message>
            <source>Component k (largest first)</source>
            <translation>分量 k（从大到小）</translation>
        </message>
        <message>
            <source>Eigenvalue λₖ</source>
            <translation>特征值 λₖ</translation>
        </message>
        <message>
            <source>ε = %1</source>
            <translation>ε = %1</translation>
        </message>
        <message>
            <source>%1, component %2
λ = %3
Whitened variance λ/(λ + ε) = %4</source>
            <translation>%1，分量 %2
λ = %3
白化后方差 λ/(λ + ε) = %4</translation>
        </message>
    </context>
    <context>
        <name>EpsilonSweepFigure</name>
        <message>
            <source>Epsilon sweep: %1</source>
            <translation>epsilon 扫描：%1</translation>
        </message>
        <message>
            <source>No epsilon sweep for this result.</source>
            <translation>此结果没有 epsilon 扫描。</translation>
        </message>
        <message>
            <source>raw d</source>
            <translation>原始 d</translation>
        </message>
        <message>
            <source>whitened d</source>
            <translation>白化后 d</translation>
        </message>
        <message>
            <source>whitened p &lt; %1</source>
            <translation>白化后 p &lt; %1</translation>
        </message>
        <message>
            <source>ε of the analysis</source>
            <translation>分析所用的 ε</translation>
        </message>
        <message>
            <source>Effect size over ε (%1)</source>
            <translation>效应量随 ε 的变化（%1）</translation>
        </message>
        <message>
            <source>Regulariser ε</source>
            <translation>正则化参数 ε</translation>
        </message>
        <message>
            <source>Effect size d</source>
            <translation>效应量 d</translation>
        </message>
        <message>
            <source>Covariance eigenvalues</source>
            <translation>协方差特征值</translation>
        </message>
        <message>
            <source>Component k</source>
            <translation>分量 k</translation>
        </message>
        <message>
            <source>Eigenvalue λₖ</source>
            <translation>特征值 λₖ</translation>
        </message>
        <message>
            <source>ε = %1
whitened d = %2, p = %3
raw d = %4, p = %5</source>
            <translation>ε = %1
白化后 d = %2，p = %3
原始 d = %4，p = %5</translation>
        </message>
        <message>
            <source>raw d = %1, p = %2 (ε does not enter)</source>
            <translation>原始 d = %1，p = %2（与 ε 无关）</translation>
        </message>
        <message>
            <source>Component %1: λ = %2
Whitened variance λ/(λ + ε) = %3</source>
            <translation>分量 %1：λ = %2
白化后方差 λ/(λ + ε) = %3</translation>
        </message>
        <message>
            <source>ε = %1 (%2 of %3 λ ≤ ε); shaded: swept ε</source>
            <translation>ε = %1（%3 个 λ 中有 %2 个 ≤ ε）；阴影：扫描的 ε 范围</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <source>The file does not exist.</source>
            <translation>文件不存在。</translation>
        </message>
        <message>
            <source>This is a folder, a named pipe or a device, not a file.</source>
            <translation>这是一个文件夹、命名管道或设备，而不是文件。</translation>
        </message>
        <message>
            <source>The file cannot be opened or read.</source>
            <translation>无法打开或读取该文件。</translation>
        </message>
        <message>
            <source>The file cannot be written.</source>
            <translation>无法写入该文件。</translation>
        </message>
        <message>
            <source>The embedding cache just written does not read back as it was written; the disk may be failing.</source>
            <translation>刚写入的嵌入缓存读回的内容与写入时不一致；磁盘可能出现故障。</translation>
        </message>
        <message>
            <source>There is not enough memory for this data.</source>
            <translation>内存不足，无法容纳这些数据。</translation>
        </message>
        <message>
            <source>The file is empty.</source>
            <translation>文件为空。</translation>
        </message>
        <message>
            <source>The first line is not a word2vec header (the number of words and the number of dimensions).</source>
            <translation>第一行不是 word2vec 文件头（词数和维数）。</translation>
        </message>
        <message>
            <source>This row has the wrong number of values.</source>
            <translation>此行的数值个数不正确。</translation>
        </message>
        <message>
            <source>A value that should be a number is not one.</source>
            <translation>某个应为数字的值不是数字。</translation>
        </message>
        <message>
            <source>A vector holds a value that is not finite (NaN or infinity).</source>
            <translation>某个向量含有非有限值（NaN 或无穷大）。</translation>
        </message>
        <message>
            <source>The number of words in the header differs from the rows in the file.</source>
            <translation>文件头中的词数与文件中的行数不一致。</translation>
        </message>
        <message>
            <source>A word is not valid UTF-8 text.</source>
            <translation>某个词不是有效的 UTF-8 文本。</translation>
        </message>
        <message>
            <source>A row has no word before its numbers.</source>
            <translation>某行的数字前没有词。</translation>
        </message>
        <message>
            <source>The file ends in the middle of its data; it was probably cut short in a copy or download.</source>
            <translation>文件在数据中途结束；可能在复制或下载时被截断。</translation>
        </message>
        <message>
            <source>This variant of the file format cannot be read.</source>
            <translation>无法读取此种文件格式变体。</translation>
        </message>
        <message>
            <source>The file is not valid JSON.</source>
            <translation>该文件不是有效的 JSON。</translation>
        </message>
        <message>
            <source>A field is missing or has the wrong type.</source>
            <translation>某个字段缺失或类型错误。</translation>
        </message>
        <message>
            <source>A stored result holds a value it cannot have: the file was edited or damaged.</source>
            <translation>某个已保存的结果包含它不可能取到的值：该文件已被编辑或已损坏。</translation>
        </message>
        <message>
            <source>A setting is outside its allowed range.</source>
            <translation>某项设置超出允许范围。</translation>
        </message>
        <message>
            <source>No word of this set is in the model's vocabulary.</source>
            <translation>此词集中没有任何词在模型词表中。</translation>
        </message>
        <message>
            <source>The inputs have different numbers of dimensions.</source>
            <translation>输入的维数不一致。</translation>
        </message>
        <message>
            <source>Whitening cannot be computed reliably from this reference sample.</source>
            <translation>无法根据此参考样本可靠地计算白化。</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>已取消。</translation>
        </message>
        <message>
            <source>Unknown error.</source>
            <translation>未知错误。</translation>
        </message>
        <message>
            <source>“%1”: %2</source>
            <translation>“%1”：%2</translation>
        </message>
        <message>
            <source>%1 (%2).</source>
            <translation>%1（%2）。</translation>
        </message>
        <message>
            <source>%1, line %2: %3</source>
            <translation>%1，第 %2 行：%3</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>every word has the same association s(w, A, B), so the standard deviation is 0</source>
            <translation>每个词的关联 s(w, A, B) 都相同，因此标准差为 0</translation>
        </message>
        <message>
            <source>in English: %1</source>
            <translation>英文原文：%1</translation>
        </message>
        <message>
            <source>expected %1 numbers as on line %2, found %3</source>
            <translation>应有 %1 个数值（与第 %2 行相同），实际为 %3 个</translation>
        </message>
        <message>
            <source>expected %1 numbers as the header says, found %2</source>
            <translation>应有 %1 个数值（按文件头所述），实际为 %2 个</translation>
        </message>
        <message>
            <source>expected numbers after the word, found none</source>
            <translation>词语之后应有数值，但一个也没有</translation>
        </message>
        <message>
            <source>found more than %1 numbers, the most supported</source>
            <translation>数值超过 %1 个，这是支持的上限</translation>
        </message>
        <message>
            <source>line longer than %1 MiB; is this a text file?</source>
            <translation>行长度超过 %1 MiB；这是文本文件吗？</translation>
        </message>
        <message>
            <source>the header says %1 words, found %2 rows</source>
            <translation>文件头声明 %1 个词，实际有 %2 行</translation>
        </message>
        <message>
            <source>the header says %1 words, found %2 rows (the data ends at byte %3)</source>
            <translation>文件头声明 %1 个词，实际有 %2 行（数据在第 %3 字节处结束）</translation>
        </message>
        <message>
            <source>the header says %1 words, but more data follows the last of them, at byte %2</source>
            <translation>文件头声明 %1 个词，但最后一个词之后还有数据，位于第 %2 字节</translation>
        </message>
        <message>
            <source>the header says 0 words and no rows follow</source>
            <translation>文件头声明 0 个词，其后也没有数据行</translation>
        </message>
        <message>
            <source>the header says 0 words</source>
            <translation>文件头声明 0 个词</translation>
        </message>
        <message>
            <source>the file holds only blank lines</source>
            <translation>文件只有空行</translation>
        </message>
        <message>
            <source>‘%1’ is not a number (the file looks binary; is it word2vec binary?)</source>
            <translation>“%1”不是数值（文件看起来是二进制的；是 word2vec 二进制格式吗？）</translation>
        </message>
        <message>
            <source>‘%1’ is not a number</source>
            <translation>“%1”不是数值</translation>
        </message>
        <message>
            <source>‘%1’ is not a finite number</source>
            <translation>“%1”不是有限数值</translation>
        </message>
        <message>
            <source>the word is not valid UTF-8</source>
            <translation>该词不是有效的 UTF-8</translation>
        </message>
        <message>
            <source>the row starts with a space or tab, so its word is empty</source>
            <translation>该行以空格或制表符开头，因此其词为空</translation>
        </message>
        <message>
            <source>expected a header “count dims”, found ‘%1’</source>
            <translation>应为文件头“词数 维数”，实际为“%1”</translation>
        </message>
        <message>
            <source>row %1, value %2 at byte %3 is %4</source>
            <translation>第 %1 行第 %2 个数值（第 %3 字节）为 %4</translation>
        </message>
        <message>
            <source>not enough memory</source>
            <translation>内存不足</translation>
        </message>
        <message>
            <source>the file ends inside row %1 at byte %2: expected %3 float32 values (%4 bytes) after the word, found %5 bytes</source>
            <translation>文件在第 %1 行中途结束（第 %2 字节）：词后应有 %3 个 float32 值（%4 字节），实际只有 %5 字节</translation>
        </message>
        <message>
            <source>the file ends inside row %1, which starts at byte %2: expected a word, a space and %3 float32 values</source>
            <translation>文件在第 %1 行（始于第 %2 字节）中途结束：应有一个词、一个空格和 %3 个 float32 值</translation>
        </message>
        <message>
            <source>The file cannot be written: there is no space left on the device.</source>
            <translation>无法写入文件：设备上已没有剩余空间。</translation>
        </message>
    </context>
    <context>
        <name>ExplainedVarianceFigure</name>
        <message>
            <source>Explained variance of the top principal components</source>
            <translation>前几个主成分的解释方差</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>Principal component</source>
            <translation>主成分</translation>
        </message>
        <message>
            <source>Explained variance ratio</source>
            <translation>解释方差比</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>白化后</translation>
        </message>
        <message>
            <source>%1, %2
Component %3: %4 of the variance (ratio %5)</source>
            <translation>%1，%2
分量 %3：占方差的 %4（比例 %5）</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>白化后</translation>
        </message>
    </context>
    <context>
        <name>FigureExporter</name>
        <message>
            <source>%1: an image of %2 x %3 pixels is too large</source>
            <translation>%1：%2 × %3 像素的图像过大</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>%1: writing failed (%2)</source>
            <translation>%1：写入失败（%2）</translation>
        </message>
    </context>
    <context>
        <name>FigureStyle</name>
        <message>
            <source>undefined</source>
            <translation>无定义</translation>
        </message>
        <message>
            <source>Disappearing</source>
            <translation>消失</translation>
        </message>
        <message>
            <source>Stable</source>
            <translation>稳定</translation>
        </message>
        <message>
            <source>Emerging</source>
            <translation>新出现</translation>
        </message>
        <message>
            <source>Undefined</source>
            <translation>无定义</translation>
        </message>
        <message>
            <source>static</source>
            <translation>静态</translation>
        </message>
        <message>
            <source>contextualized</source>
            <translation>上下文</translation>
        </message>
        <message>
            <source>contrastive</source>
            <translation>对比</translation>
        </message>
        <message>
            <source>other</source>
            <translation>其他</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::RunPanel</name>
        <message>
            <source>Running…</source>
            <translation>正在运行…</translation>
        </message>
        <message>
            <source>Failed: %1</source>
            <translation>失败：%1</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>已取消。</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>System (%1)</source>
            <translation>跟随系统（%1）</translation>
        </message>
        <message>
            <source>System</source>
            <translation>跟随系统</translation>
        </message>
    </context>
    <context>
        <name>LeaveOneOutFigure</name>
        <message>
            <source>Leave one component out: %1</source>
            <translation>逐一去除主成分：%1</translation>
        </message>
        <message>
            <source>No leave-one-component-out result.</source>
            <translation>没有逐一去除主成分的结果。</translation>
        </message>
        <message>
            <source>raw: d without PCk − d (d = %1)</source>
            <translation>原始：去除 PCk 后的 d − d（d = %1）</translation>
        </message>
        <message>
            <source>whitened: d without PCk − d (d = %1)</source>
            <translation>白化后：去除 PCk 后的 d − d（d = %1）</translation>
        </message>
        <message>
            <source>Change of d when one principal component of the reference sample is projected out (%1)</source>
            <translation>投影去除参考样本的一个主成分后 d 的变化（%1）</translation>
        </message>
        <message>
            <source>Δd</source>
            <translation>Δd</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>白化后</translation>
        </message>
        <message>
            <source>Principal component of the reference sample, with its share of the variance</source>
            <translation>参考样本的主成分及其方差占比</translation>
        </message>
        <message>
            <source>PC%1</source>
            <translation>PC%1</translation>
        </message>
        <message>
            <source>PC%1 (%2 of the reference variance)
raw d without it %3 (change %4)
whitened d without it %5 (change %6)</source>
            <translation>PC%1（占参考样本方差的 %2）
去除后原始 d 为 %3（变化 %4）
去除后白化后 d 为 %5（变化 %6）</translation>
        </message>
    </context>
    <context>
        <name>PermutationHistogramFigure</name>
        <message>
            <source>Permutation distribution of S, %1 %2</source>
            <translation>S 的置换分布，%1 %2</translation>
        </message>
        <message>
            <source>Partitions</source>
            <translation>划分数</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>白化后</translation>
        </message>
        <message>
            <source>S (sum of s(x) − sum of s(y))</source>
            <translation>S（s(x) 之和 − s(y) 之和）</translation>
        </message>
        <message>
            <source>No distribution kept for this result.</source>
            <translation>此结果未保留分布。</translation>
        </message>
        <message>
            <source>Not run.</source>
            <translation>未运行。</translation>
        </message>
        <message>
            <source>S from %1 to %2: %3 partitions (%4%)</source>
            <translation>S 从 %1 到 %2：%3 个划分（%4%）</translation>
        </message>
        <message>
            <source>S = %1
p = %2
%3</source>
            <translation>S = %1
p = %2
%3</translation>
        </message>
        <message>
            <source>exact</source>
            <translation>精确</translation>
        </message>
        <message>
            <source>%1 draws</source>
            <translation>%1 次抽样</translation>
        </message>
    </context>
    <context>
        <name>ReferenceSweepFigure</name>
        <message>
            <source>Reference-sample sweep: %1</source>
            <translation>参考样本扫描：%1</translation>
        </message>
        <message>
            <source>No reference-sample sweep for this result.</source>
            <translation>此结果没有参考样本扫描。</translation>
        </message>
        <message>
            <source>raw d</source>
            <translation>原始 d</translation>
        </message>
        <message>
            <source>top-N reference</source>
            <translation>前 N 个词作参考</translation>
        </message>
        <message>
            <source>random-N reference</source>
            <translation>随机 N 个词作参考</translation>
        </message>
        <message>
            <source>filled: whitened p &lt; %1</source>
            <translation>实心：白化后 p &lt; %1</translation>
        </message>
        <message>
            <source>Whitened d by reference size (%1)</source>
            <translation>白化后 d 随参考样本大小的变化（%1）</translation>
        </message>
        <message>
            <source>Reference size N</source>
            <translation>参考样本大小 N</translation>
        </message>
        <message>
            <source>Effect size d</source>
            <translation>效应量 d</translation>
        </message>
        <message>
            <source>%1 random draws of %2</source>
            <translation>%1 次随机抽取，每次 %2 个</translation>
        </message>
        <message>
            <source>Class differs from %1 in %2 of %3</source>
            <translation>%3 次中有 %2 次类别与 %1 不同</translation>
        </message>
        <message>
            <source>%1, N = %2
whitened d = %3, p = %4</source>
            <translation>%1，N = %2
白化后 d = %3，p = %4</translation>
        </message>
        <message>
            <source>top-N</source>
            <translation>前 N 个</translation>
        </message>
        <message>
            <source>random-N</source>
            <translation>随机 N 个</translation>
        </message>
        <message>
            <source>%1 draws: mean %2, SD %3
median %4, quartiles %5 to %6
range %7 to %8</source>
            <translation>%1 次抽取：均值 %2，标准差 %3
中位数 %4，四分位数 %5 至 %6
范围 %7 至 %8</translation>
        </message>
        <message>
            <source>Draw %1 (seed %2)
whitened d = %3, p = %4
%5</source>
            <translation>第 %1 次抽取（随机种子 %2）
白化后 d = %3，p = %4
%5</translation>
        </message>
    </context>
    <context>
        <name>ScWeatFigure</name>
        <message>
            <source>SC-WEAT</source>
            <translation>SC-WEAT</translation>
        </message>
        <message>
            <source>SC-WEAT on %1: %2 vs %3</source>
            <translation>%1 上的 SC-WEAT：%2 对 %3</translation>
        </message>
        <message>
            <source>raw d</source>
            <translation>原始 d</translation>
        </message>
        <message>
            <source>whitened d</source>
            <translation>白化后 d</translation>
        </message>
        <message>
            <source>filled: p &lt; %1; open: not significant</source>
            <translation>实心：p &lt; %1；空心：不显著</translation>
        </message>
        <message>
            <source>Run SC-WEAT to see the words here.</source>
            <translation>运行 SC-WEAT 后，词语将显示在这里。</translation>
        </message>
        <message>
            <source>SC-WEAT: %1 vs %2, raw → whitened</source>
            <translation>SC-WEAT：%1 对 %2，原始 → 白化后</translation>
        </message>
        <message>
            <source>Effect size d (positive: closer to %1)</source>
            <translation>效应量 d（正值：更接近 %1）</translation>
        </message>
        <message>
            <source>Raw d = %1 (p = %2)</source>
            <translation>原始 d = %1（p = %2）</translation>
        </message>
        <message>
            <source>Whitened d = %1 (p = %2)</source>
            <translation>白化后 d = %1（p = %2）</translation>
        </message>
        <message>
            <source>Mean cosine with %1: %2; with %3: %4</source>
            <translation>与 %1 的平均余弦：%2；与 %3 的平均余弦：%4</translation>
        </message>
    </context>
    <context>
        <name>SensitivityFigure</name>
        <message>
            <source>Nothing computed yet: choose a model and a suite above, then press Run sensitivity.</source>
            <translation>尚未计算：请在上方选择模型和测验，然后点击“运行敏感性分析”。</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1，%2</translation>
        </message>
    </context>
    <context>
        <name>StudyFigures</name>
        <message>
            <source>Explained variance of the top principal components</source>
            <translation>前几个主成分的解释方差</translation>
        </message>
        <message>
            <source>Eigenvalue spectrum and epsilon</source>
            <translation>特征值谱与 epsilon</translation>
        </message>
        <message>
            <source>Effect sizes, raw and whitened</source>
            <translation>效应量，原始与白化后</translation>
        </message>
        <message>
            <source>Effect sizes before and after whitening</source>
            <translation>白化前后的效应量</translation>
        </message>
        <message>
            <source>cannot create the folder %1</source>
            <translation>无法创建文件夹 %1</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>已取消</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::AnalysisRunner</name>
        <message>
            <source>The model folder %1 is missing.</source>
            <translation>模型文件夹 %1 不存在。</translation>
        </message>
        <message>
            <source>The corpus %1 is missing.</source>
            <translation>语料库 %1 不存在。</translation>
        </message>
        <message>
            <source>Extract word vectors from %1</source>
            <translation>从 %1 提取词向量</translation>
        </message>
        <message>
            <source>tokens/s</source>
            <translation>词元/秒</translation>
        </message>
        <message>
            <source>The file %1 is missing.</source>
            <translation>文件 %1 不存在。</translation>
        </message>
        <message>
            <source>Import %1</source>
            <translation>导入 %1</translation>
        </message>
        <message>
            <source>Whitening statistics</source>
            <translation>白化统计量</translation>
        </message>
        <message numerus="yes">
            <source>WEAT, %n suite(s)</source>
            <translation>
                <numerusform>WEAT，%n 个测试套件</numerusform>
            </translation>
        </message>
        <message>
            <source>Anisotropy</source>
            <translation>各向异性</translation>
        </message>
        <message>
            <source>Word similarity</source>
            <translation>词相似度</translation>
        </message>
        <message>
            <source>%1 is being imported (%2%); it can be analysed when the import is done.</source>
            <translation>%1 正在导入（%2%）；导入完成后即可分析。</translation>
        </message>
        <message>
            <source>%1 could not be imported: %2 See the Models page.</source>
            <translation>%1 无法导入：%2 请查看“模型”页面。</translation>
        </message>
        <message>
            <source>The file of %1 is missing: locate it on the Models page.</source>
            <translation>%1 的文件不存在：请在“模型”页面指明其位置。</translation>
        </message>
        <message>
            <source>%1 is not imported yet: Run (Ctrl+R) imports it.</source>
            <translation>%1 尚未导入：“运行”（Ctrl+R）会导入它。</translation>
        </message>
        <message>
            <source>Similarity benchmarks</source>
            <translation>相似度基准</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::AnisotropyPlayground</name>
        <message>
            <source>Anisotropy Playground — Isoscope</source>
            <translation>各向异性演示场 — Isoscope</translation>
        </message>
        <message>
            <source>Drag a point to move it</source>
            <translation>拖动一个点来移动它</translation>
        </message>
        <message>
            <source>&amp;New points</source>
            <translation>新的点(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Reset</source>
            <translation>重置(&amp;R)</translation>
        </message>
        <message>
            <source>&lt;p&gt;Each dot is a word vector in a toy two-dimensional embedding; the faint lines run from the origin. Like real word vectors, they crowd into a cone away from the origin, so almost every pair has a large cosine (the matrices: red is near 1, white 0, blue −1).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Drag the dots.&lt;/b&gt; Spread them around the origin and the mean cosine falls; pull them together and it rises.&lt;/p&gt;&lt;p&gt;On the right, the same points after ZCA whitening estimated on the points themselves: z = W (x − μ), W = U (Λ + εI)&lt;sup&gt;−1/2&lt;/sup&gt; U&lt;sup&gt;T&lt;/sup&gt;. Whitening centres the cloud and gives every direction the same variance, so the cone is gone and the mean cosine is near 0, wherever you put the dots.&lt;/p&gt;</source>
            <translation>&lt;p&gt;每个点是一个二维玩具嵌入中的词向量；浅色线从原点出发。与真实的词向量一样，它们挤在远离原点的一个锥形里，因此几乎每一对都有很大的余弦（矩阵中：红色接近 1，白色为 0，蓝色为 −1）。&lt;/p&gt;&lt;p&gt;&lt;b&gt;拖动这些点。&lt;/b&gt;把它们分散到原点周围，平均余弦就会下降；把它们聚在一起，它就会上升。&lt;/p&gt;&lt;p&gt;右侧是同样的点在 ZCA 白化之后的样子，白化参数由这些点本身估计：z = W (x − μ)，W = U (Λ + εI)&lt;sup&gt;−1/2&lt;/sup&gt; U&lt;sup&gt;T&lt;/sup&gt;。白化把点云移到中心，并使每个方向具有相同的方差，因此锥形消失，无论你把点放在哪里，平均余弦都接近 0。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>ε =</source>
            <translation>ε =</translation>
        </message>
        <message>
            <source>Anisotropy playground</source>
            <translation>各向异性演示场</translation>
        </message>
        <message>
            <source>Whitening</source>
            <translation>白化</translation>
        </message>
        <message>
            <source>Your points (drag them)</source>
            <translation>你的点（可拖动）</translation>
        </message>
        <message>
            <source>The same points, whitened</source>
            <translation>同样的点，白化后</translation>
        </message>
        <message>
            <source>Cosine of every pair
(row i, column j)</source>
            <translation>每一对的余弦
（第 i 行，第 j 列）</translation>
        </message>
        <message>
            <source>Cosine of every pair,
after whitening</source>
            <translation>每一对的余弦，
白化后</translation>
        </message>
        <message>
            <source>Mean pairwise cosine: %1 (SD %2, %3 pairs)</source>
            <translation>平均成对余弦：%1（标准差 %2，%3 对）</translation>
        </message>
        <message>
            <source>Mean μ = (%1, %2). Eigenvalues of the covariance: λ₁ = %3, λ₂ = %4; whitening divides each direction by √(λ + ε).</source>
            <translation>均值 μ = (%1, %2)。协方差的特征值：λ₁ = %3，λ₂ = %4；白化把每个方向除以 √(λ + ε)。</translation>
        </message>
        <message>
            <source>Whitening is not possible for these points (every eigenvalue plus ε must be positive).</source>
            <translation>这些点无法白化（每个特征值加 ε 都必须为正）。</translation>
        </message>
        <message>
            <source>Epsilon of the whitening</source>
            <translation>白化的 epsilon</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::AnisotropyTableModel</name>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Reference n</source>
            <translation>参考样本 n</translation>
        </message>
        <message>
            <source>Sample</source>
            <translation>样本</translation>
        </message>
        <message>
            <source>Raw mean cos</source>
            <translation>原始平均余弦</translation>
        </message>
        <message>
            <source>Raw SD</source>
            <translation>原始标准差</translation>
        </message>
        <message>
            <source>Whitened mean cos</source>
            <translation>白化后平均余弦</translation>
        </message>
        <message>
            <source>Whitened SD</source>
            <translation>白化后标准差</translation>
        </message>
        <message>
            <source>Raw PC1 share</source>
            <translation>原始 PC1 占比</translation>
        </message>
        <message>
            <source>Whitened PC1 share</source>
            <translation>白化后 PC1 占比</translation>
        </message>
        <message>
            <source>Vectors in the reference sample the whitening was estimated on</source>
            <translation>用于估计白化的参考样本中的向量数</translation>
        </message>
        <message>
            <source>Vectors drawn from the reference sample for the pairwise cosines</source>
            <translation>从参考样本中抽取、用于计算两两余弦的向量数</translation>
        </message>
        <message>
            <source>Mean cosine similarity over all pairs of sampled vectors, as they are</source>
            <translation>所有抽样向量对的平均余弦相似度（原始向量）</translation>
        </message>
        <message>
            <source>The same after ZCA whitening (near 0 for an isotropic space)</source>
            <translation>ZCA 白化后的相同指标（各向同性空间接近 0）</translation>
        </message>
        <message>
            <source>Share of the variance along the first principal component</source>
            <translation>第一主成分方向上的方差占比</translation>
        </message>
        <message>
            <source>The same after whitening</source>
            <translation>白化后的相同指标</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::CalibrationTableModel</name>
        <message>
            <source>ZCA</source>
            <translation>ZCA</translation>
        </message>
        <message>
            <source>Centring</source>
            <translation>中心化</translation>
        </message>
        <message>
            <source>ABTT (D = %1)</source>
            <translation>ABTT（D = %1）</translation>
        </message>
        <message>
            <source>ABTT (D = d/100)</source>
            <translation>ABTT（D = d/100）</translation>
        </message>
        <message>
            <source>PCA whitening</source>
            <translation>PCA 白化</translation>
        </message>
        <message>
            <source>This suite could not run: %1</source>
            <translation>此测试套件无法运行：%1</translation>
        </message>
        <message>
            <source>d under %1 − d under ZCA</source>
            <translation>%1 下的 d − ZCA 下的 d</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Suite</source>
            <translation>测试套件</translation>
        </message>
        <message>
            <source>Effect size d on the vectors as they are</source>
            <translation>原始向量上的效应量 d</translation>
        </message>
        <message>
            <source>Permutation p-value on the vectors as they are</source>
            <translation>原始向量上置换检验的 p 值</translation>
        </message>
        <message>
            <source>Effect size d after %1</source>
            <translation>%1 后的效应量 d</translation>
        </message>
        <message>
            <source>Permutation p-value after %1</source>
            <translation>%1 后置换检验的 p 值</translation>
        </message>
        <message>
            <source>Change of significance from raw to %1 (from the adjusted p when the study corrects for multiple testing)</source>
            <translation>从原始到 %1 的显著性变化（研究校正多重检验时使用校正后的 p）</translation>
        </message>
        <message>
            <source>d under %1 − d under ZCA: how far this calibration moves d from ZCA's</source>
            <translation>%1 下的 d − ZCA 下的 d：此校准使 d 偏离 ZCA 的程度</translation>
        </message>
        <message>
            <source>Raw
d</source>
            <translation>原始
d</translation>
        </message>
        <message>
            <source>Raw
p</source>
            <translation>原始
p</translation>
        </message>
        <message>
            <source>%1
d</source>
            <translation>%1
d</translation>
        </message>
        <message>
            <source>%1
p</source>
            <translation>%1
p</translation>
        </message>
        <message>
            <source>%1
change</source>
            <translation>%1
变化</translation>
        </message>
        <message>
            <source>%1
d − ZCA d</source>
            <translation>%1
d − ZCA d</translation>
        </message>
        <message>
            <source>This suite could not run on the debiased model: %1</source>
            <translation>此测试套件无法在去偏模型上运行：%1</translation>
        </message>
        <message>
            <source>Effect size d on the model hard-debiased (Bolukbasi et al. 2016)</source>
            <translation>硬去偏模型上的效应量 d（Bolukbasi 等，2016）</translation>
        </message>
        <message>
            <source>Debiased
d</source>
            <translation>去偏
d</translation>
        </message>
        <message>
            <source>Permutation p-value on the hard-debiased model</source>
            <translation>硬去偏模型上的置换 p 值</translation>
        </message>
        <message>
            <source>Debiased
p</source>
            <translation>去偏
p</translation>
        </message>
        <message>
            <source>Change of significance from the model to the model debiased (Disappearing: debiasing removed the effect)</source>
            <translation>从原模型到去偏模型的显著性变化（消失：去偏消除了该效应）</translation>
        </message>
        <message>
            <source>Debiased
change</source>
            <translation>去偏
变化</translation>
        </message>
        <message>
            <source>Effect size d on the hard-debiased model after ZCA whitening (estimated on the debiased model's reference sample)</source>
            <translation>ZCA 白化后硬去偏模型上的效应量 d（在去偏模型的参考样本上估计）</translation>
        </message>
        <message>
            <source>Debiased + ZCA
d</source>
            <translation>去偏 + ZCA
d</translation>
        </message>
        <message>
            <source>Permutation p-value on the hard-debiased model after ZCA whitening</source>
            <translation>ZCA 白化后硬去偏模型上的置换 p 值</translation>
        </message>
        <message>
            <source>Debiased + ZCA
p</source>
            <translation>去偏 + ZCA
p</translation>
        </message>
        <message>
            <source>Change of significance from the debiased model to the debiased model whitened (Emerging: whitening finds the effect again)</source>
            <translation>从去偏模型到白化后去偏模型的显著性变化（新出现：白化重新发现了该效应）</translation>
        </message>
        <message>
            <source>Debiased + ZCA
change</source>
            <translation>去偏 + ZCA
变化</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::CalibrationsPage</name>
        <message>
            <source>ZCA whitening (the paper's) is always run: it is the reference.</source>
            <translation>始终运行 ZCA 白化（论文的方法）：它是参照。</translation>
        </message>
        <message>
            <source>Mean-&amp;centring only</source>
            <translation>仅均值中心化(&amp;C)</translation>
        </message>
        <message>
            <source>z = x − μ: the mean of the reference sample removed, nothing else.</source>
            <translation>z = x − μ：仅减去参考样本的均值。</translation>
        </message>
        <message>
            <source>&amp;All-but-the-top, D:</source>
            <translation>去除主成分(&amp;A)，D：</translation>
        </message>
        <message>
            <source>Centred, then the top D principal directions of the reference sample removed (Mu and Viswanath 2018).</source>
            <translation>中心化后去除参考样本的前 D 个主方向（Mu 和 Viswanath 2018）。</translation>
        </message>
        <message>
            <source>d/100</source>
            <translation>d/100</translation>
        </message>
        <message>
            <source>Principal directions removed; d/100 (rounded, at least 1) is Mu and Viswanath's rule: 1 for 100 dimensions, 3 for 300, 8 for 768. D = 0 equals centring.</source>
            <translation>去除的主方向数；d/100（四舍五入，至少为 1）是 Mu 和 Viswanath 的经验规则：100 维取 1，300 维取 3，768 维取 8。D = 0 等同于中心化。</translation>
        </message>
        <message>
            <source>&amp;PCA whitening</source>
            <translation>PCA 白化(&amp;P)</translation>
        </message>
        <message>
            <source>z = (Λ + εI)^−½ Uᵀ(x − μ): ZCA without the rotation back.</source>
            <translation>z = (Λ + εI)^−½ Uᵀ(x − μ)：不旋转回原坐标的 ZCA。</translation>
        </message>
        <message>
            <source>&amp;Run comparison</source>
            <translation>运行比较(&amp;R)</translation>
        </message>
        <message>
            <source>Calibration comparison</source>
            <translation>校准比较</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>CSV…</source>
            <translation>CSV…</translation>
        </message>
        <message>
            <source>JSON…</source>
            <translation>JSON…</translation>
        </message>
        <message>
            <source>LaTeX…</source>
            <translation>LaTeX…</translation>
        </message>
        <message>
            <source>Export figure…</source>
            <translation>导出图表…</translation>
        </message>
        <message>
            <source>Export table:</source>
            <translation>导出表格：</translation>
        </message>
        <message>
            <source>Run to compare, for every model and suite of the study, the effect size d under ZCA whitening with d under the calibrations chosen above (same reference sample, ε and permutations as the study's options).</source>
            <translation>运行后，将对研究中每个模型和测试套件比较 ZCA 白化后的效应量 d 与上方所选校准下的 d（参考样本、ε 和置换次数与研究选项相同）。</translation>
        </message>
        <message>
            <source>The study has no models: add one on the Models page, then run.</source>
            <translation>研究中没有模型：请在“模型”页面添加一个，然后运行。</translation>
        </message>
        <message>
            <source>The study has no suites: add or enable one on the Suites page, then run.</source>
            <translation>研究中没有测试套件：请在“测试套件”页面添加或启用一个，然后运行。</translation>
        </message>
        <message>
            <source>Done in %1 s.</source>
            <translation>用时 %1 秒完成。</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;: mean |d − d&lt;sub&gt;ZCA&lt;/sub&gt;| = %2, change class differs from ZCA's in %3 of %4</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;：平均 |d − d&lt;sub&gt;ZCA&lt;/sub&gt;| = %2，变化类别与 ZCA 不同的有 %3 / %4 个</translation>
        </message>
        <message>
            <source>Only ZCA was run: choose a calibration to compare it with.</source>
            <translation>只运行了 ZCA：请选择一个校准进行比较。</translation>
        </message>
        <message>
            <source>WEAT effect sizes under ZCA whitening and the comparison calibrations</source>
            <translation>ZCA 白化与各比较校准下的 WEAT 效应量</translation>
        </message>
        <message>
            <source>The study's models, suites or options changed since this comparison: run it again to bring it up to date.</source>
            <translation>自此次比较以来，研究的模型、测试套件或选项已更改：请重新运行以更新结果。</translation>
        </message>
        <message>
            <source>All-but-the-top components D</source>
            <translation>All-but-the-top：主成分数 D</translation>
        </message>
        <message>
            <source>Cancel the calibration comparison</source>
            <translation>取消校准比较</translation>
        </message>
        <message>
            <source>Calibration comparison progress</source>
            <translation>校准比较进度</translation>
        </message>
        <message>
            <source>Calibration comparison status</source>
            <translation>校准比较状态</translation>
        </message>
        <message>
            <source>Calibration comparison summary</source>
            <translation>校准比较摘要</translation>
        </message>
        <message>
            <source>Copy the selected calibration rows</source>
            <translation>复制所选的校准比较行</translation>
        </message>
        <message>
            <source>Export the calibration table as CSV</source>
            <translation>将校准表导出为 CSV</translation>
        </message>
        <message>
            <source>Export the calibration table as JSON</source>
            <translation>将校准表导出为 JSON</translation>
        </message>
        <message>
            <source>Export the calibration table as LaTeX</source>
            <translation>将校准表导出为 LaTeX</translation>
        </message>
        <message>
            <source>Export the calibration scatter</source>
            <translation>导出校准散点图</translation>
        </message>
        <message>
            <source>Calibration scatter</source>
            <translation>校准散点图</translation>
        </message>
        <message>
            <source>Directions all-but-the-top removes, D</source>
            <translation>all-but-the-top 去除的方向数 D</translation>
        </message>
        <message>
            <source>Copies the selected rows (or the whole table): tab-separated numbers at full precision for a spreadsheet, and a table as shown for a word processor.</source>
            <translation>复制所选的行（或整个表格）：供电子表格使用的以制表符分隔的全精度数字，以及供文字处理软件使用的与屏幕显示一致的表格。</translation>
        </message>
        <message>
            <source>&amp;Hard debias</source>
            <translation>硬去偏(&amp;H)</translation>
        </message>
        <message>
            <source>Adds each model hard-debiased (Bolukbasi et al. 2016: the gender direction of the definitional pairs removed from every word not gender-specific, the equalize pairs made symmetric), raw and after ZCA whitening estimated on the debiased model.</source>
            <translation>加入每个模型的硬去偏版本（Bolukbasi 等，2016：从每个非性别特定词中去除由定义词对得到的性别方向，并使均衡词对对称），包括原始值和在去偏模型上估计的 ZCA 白化后的值。</translation>
        </message>
        <message>
            <source>Measure of the calibration table</source>
            <translation>校准表的度量</translation>
        </message>
        <message>
            <source>WEAT (d, p, change class) or one of WEFE's measures, in every column</source>
            <translation>WEAT（d、p、变化类别）或 WEFE 的某个度量，显示于每一列</translation>
        </message>
        <message>
            <source>Measure under each calibration</source>
            <translation>各校准下的度量</translation>
        </message>
        <message>
            <source>&amp;Measure:</source>
            <translation>度量(&amp;M)：</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>Debiased</source>
            <translation>去偏</translation>
        </message>
        <message>
            <source>Debiased + ZCA</source>
            <translation>去偏 + ZCA</translation>
        </message>
        <message>
            <source>Hard debias needs Bolukbasi et al.'s word lists: %1</source>
            <translation>硬去偏需要 Bolukbasi 等的词表：%1</translation>
        </message>
        <message>
            <source>&lt;b&gt;Hard debias&lt;/b&gt;: of %1 gender results, %2 are significant raw, %3 after debiasing and %4 after debiasing and whitening</source>
            <translation>&lt;b&gt;硬去偏&lt;/b&gt;：%1 个性别结果中，%2 个在原始空间显著，%3 个在去偏后显著，%4 个在去偏并白化后显著</translation>
        </message>
        <message>
            <source>%1 under ZCA whitening and the comparison calibrations</source>
            <translation>ZCA 白化与对比校准下的 %1</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::Classroom</name>
        <message>
            <source>&amp;Lesson: WEAT and Anisotropy…</source>
            <translation>课程：WEAT 与各向异性(&amp;L)…</translation>
        </message>
        <message>
            <source>A guided lesson on the demo models: cosine similarity and WEAT, anisotropy, whitening, a result that disappears, and why to report both</source>
            <translation>基于示例模型的引导课程：余弦相似度与 WEAT、各向异性、白化、一个消失的结果，以及为什么两者都要报告</translation>
        </message>
        <message>
            <source>Anisotropy &amp;Playground…</source>
            <translation>各向异性演示场(&amp;P)…</translation>
        </message>
        <message>
            <source>Drag the points of a toy embedding and watch the cosines, before and after whitening</source>
            <translation>拖动一个玩具嵌入中的点，观察白化前后的余弦</translation>
        </message>
        <message>
            <source>&amp;Presentation Mode</source>
            <translation>演示模式(&amp;P)</translation>
        </message>
        <message>
            <source>Larger text and thicker figure lines, for a projector</source>
            <translation>更大的文字和更粗的图形线条，适合投影仪</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::CosineHeatmapView</name>
        <message>
            <source>Computing the cosines…</source>
            <translation>正在计算余弦…</translation>
        </message>
        <message>
            <source>No sampled vectors for this model.</source>
            <translation>此模型没有抽样向量。</translation>
        </message>
        <message>
            <source>The cosines could not be computed. %1</source>
            <translation>无法计算余弦值。%1</translation>
        </message>
        <message>
            <source>The heatmap draws the sampled vectors, which a study file does not keep: press “Compute the sampled vectors” above to compute them again (same seed, same numbers).</source>
            <translation>热图绘制的是抽样向量，而研究文件不保存这些向量：请点击上方的“计算抽样向量”重新计算（相同随机种子，相同数值）。</translation>
        </message>
        <message>
            <source>No anisotropy computed yet: press Run (Ctrl+R) to draw the heatmap.</source>
            <translation>尚未计算各向异性：请点击“运行”（Ctrl+R）以绘制热图。</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::DrillDownPanel</name>
        <message>
            <source>SD</source>
            <translation>标准差</translation>
        </message>
        <message>
            <source>&lt;p&gt;Change at alpha %1 of the Holm-adjusted p (raw %2, whitened %3): &lt;b&gt;%4&lt;/b&gt;%5&lt;/p&gt;</source>
            <translation>&lt;p&gt;按 Holm 校正的 p（原始 %2，白化后 %3），在 alpha = %1 时的变化：&lt;b&gt;%4&lt;/b&gt;%5&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Change at alpha %1 of the Benjamini-Hochberg-adjusted p (raw %2, whitened %3): &lt;b&gt;%4&lt;/b&gt;%5&lt;/p&gt;</source>
            <translation>&lt;p&gt;按 Benjamini-Hochberg 校正的 p（原始 %2，白化后 %3），在 alpha = %1 时的变化：&lt;b&gt;%4&lt;/b&gt;%5&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Close details</source>
            <translation>关闭详情</translation>
        </message>
        <message>
            <source>Close the details of this result</source>
            <translation>关闭此结果的详情</translation>
        </message>
        <message>
            <source>Associations of the target words</source>
            <translation>目标词的关联</translation>
        </message>
        <message>
            <source>%1 on %2</source>
            <translation>%1 在 %2 上</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;td colspan=4&gt;not computed&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;td colspan=4&gt;未计算&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>白化后</translation>
        </message>
        <message>
            <source>&lt;p&gt;This suite could not run: %1&lt;/p&gt;</source>
            <translation>&lt;p&gt;此测试套件无法运行：%1&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Change at alpha %1: &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;</source>
            <translation>&lt;p&gt;在 alpha = %1 时的变化：&lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;</translation>
        </message>
        <message>
            <source>, substantial shift of d</source>
            <translation>，d 显著偏移</translation>
        </message>
        <message>
            <source>&lt;p&gt;Raw d is undefined: %1.&lt;/p&gt;</source>
            <translation>&lt;p&gt;原始 d 无定义：%1。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Whitened d is undefined: %1.&lt;/p&gt;</source>
            <translation>&lt;p&gt;白化后 d 无定义：%1。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Every word of the suite is in the model.</source>
            <translation>测试套件中的每个词都在模型中。</translation>
        </message>
        <message>
            <source>The model is uncased, so words were looked up lowercased.</source>
            <translation>此模型不区分大小写，因此按小写查找词语。</translation>
        </message>
        <message>
            <source>exact, over all %1 partitions</source>
            <translation>精确，遍历全部 %1 个划分</translation>
        </message>
        <message>
            <source>Monte Carlo, %1 random partitions, seed %2, p = (b + %3)/(N + %3)</source>
            <translation>蒙特卡洛，%1 个随机划分，随机种子 %2，p = (b + %3)/(N + %3)</translation>
        </message>
        <message>
            <source>Conventions: SD with ddof %1 (sample SD); p %2; %3 partitions count (S_i %4 S); %5; whitening with epsilon %6 on the reference sample %7.</source>
            <translation>约定：标准差 ddof = %1（样本标准差）；p 采用%2；计入%3的划分（S_i %4 S）；%5；白化使用 epsilon %6，参考样本为 %7。</translation>
        </message>
        <message>
            <source>at least as extreme</source>
            <translation>至少同样极端</translation>
        </message>
        <message>
            <source>strictly more extreme</source>
            <translation>严格更极端</translation>
        </message>
        <message>
            <source>one-sided</source>
            <translation>单侧</translation>
        </message>
        <message>
            <source>two-sided (twice the smaller tail)</source>
            <translation>双侧（较小尾部的两倍）</translation>
        </message>
        <message>
            <source>Sensitivity…</source>
            <translation>敏感性…</translation>
        </message>
        <message>
            <source>How robust this result is to epsilon, the reference sample, the target words and the top principal components</source>
            <translation>此结果对 epsilon、参考样本、目标词和前几个主成分的稳健程度</translation>
        </message>
        <message>
            <source>Permutation distribution of S, raw and whitened</source>
            <translation>S 的置换分布，原始与白化后</translation>
        </message>
        <message>
            <source>Permutation test</source>
            <translation>置换检验</translation>
        </message>
        <message>
            <source>s(w, A, B) of every target word, raw and whitened</source>
            <translation>每个目标词的 s(w, A, B)，原始与白化后</translation>
        </message>
        <message>
            <source>Words: s(w) raw and whitened</source>
            <translation>词：s(w) 原始与白化后</translation>
        </message>
        <message>
            <source>Export figures…</source>
            <translation>导出图表…</translation>
        </message>
        <message>
            <source>Both figures as PNG, SVG or PDF, sized for a journal</source>
            <translation>将两张图导出为 PNG、SVG 或 PDF，尺寸适合期刊</translation>
        </message>
        <message>
            <source>Not in the model (left out): %1.</source>
            <translation>不在模型中（已略去）：%1。</translation>
        </message>
        <message>
            <source>Not in the model, from subwords (fastText n-gram vectors): %1.</source>
            <translation>不在模型中，由子词构成（fastText n-gram 向量）：%1。</translation>
        </message>
        <message>
            <source>The measure for every word, raw and whitened</source>
            <translation>每个词的度量，原始与白化</translation>
        </message>
        <message>
            <source>%1 by word</source>
            <translation>%1（按词）</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1 was not computed for this result.&lt;/p&gt;</source>
            <translation>&lt;p&gt;此结果未计算 %1。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;th align=right&gt;raw&lt;/th&gt;&lt;th align=right&gt;whitened&lt;/th&gt;&lt;th&gt;&lt;/th&gt;&lt;/tr&gt;</source>
            <translation>&lt;th align=right&gt;原始&lt;/th&gt;&lt;th align=right&gt;白化&lt;/th&gt;&lt;th&gt;&lt;/th&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>Undefined: %1</source>
            <translation>未定义：%1</translation>
        </message>
        <message>
            <source>&lt;p&gt;ECT is Spearman's rho between the two cosine columns below, for each attribute set.&lt;/p&gt;</source>
            <translation>&lt;p&gt;ECT 是下方两列余弦值之间的 Spearman rho，按每个属性集计算。&lt;/p&gt;</translation>
        </message>
        <message numerus="yes">
            <source>&lt;p&gt;%n pair(s) (x_i, y_i) by position in the suite</source>
            <translation>
                <numerusform>&lt;p&gt;按测试套件中的位置配成 %n 对 (x_i, y_i)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>; %n target word(s) without a partner left out</source>
            <translation>
                <numerusform>；省略了 %n 个没有配对的目标词</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;p&gt;The classifier tells A from B on its training words with accuracy %1 raw and %2 whitened.&lt;/p&gt;</source>
            <translation>&lt;p&gt;分类器在其训练词上区分 A 与 B 的准确率：原始 %1，白化后 %2。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>ML-EAT levels of this result, raw and whitened</source>
            <translation>此结果的 ML-EAT 各层，原始与白化后</translation>
        </message>
        <message>
            <source>Cosine blocks cos(X, A), cos(X, B), cos(Y, A), cos(Y, B), raw and whitened</source>
            <translation>余弦块 cos(X, A)、cos(X, B)、cos(Y, A)、cos(Y, B)，原始与白化后</translation>
        </message>
        <message>
            <source>Levels (ML-EAT)</source>
            <translation>层级（ML-EAT）</translation>
        </message>
        <message>
            <source>The figures as PNG, SVG or PDF, sized for a journal</source>
            <translation>以 PNG、SVG 或 PDF 导出图表，尺寸适合期刊</translation>
        </message>
        <message>
            <source>&lt;p&gt;Whitened not computed yet for the current settings: press Run. The raw numbers are computed and still valid.&lt;/p&gt;</source>
            <translation>&lt;p&gt;当前设置下白化后的值尚未计算：请按“运行”。原始值已计算，仍然有效。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::FigureExportDialog</name>
        <message>
            <source>Export figures</source>
            <translation>导出图表</translation>
        </message>
        <message>
            <source>Choose…</source>
            <translation>选择…</translation>
        </message>
        <message>
            <source>Folder:</source>
            <translation>文件夹：</translation>
        </message>
        <message>
            <source>Folder for the figures</source>
            <translation>存放图表的文件夹</translation>
        </message>
        <message>
            <source>PNG</source>
            <translation>PNG</translation>
        </message>
        <message>
            <source>SVG</source>
            <translation>SVG</translation>
        </message>
        <message>
            <source>PDF</source>
            <translation>PDF</translation>
        </message>
        <message>
            <source>Formats:</source>
            <translation>格式：</translation>
        </message>
        <message>
            <source>300 dpi</source>
            <translation>300 dpi</translation>
        </message>
        <message>
            <source>600 dpi</source>
            <translation>600 dpi</translation>
        </message>
        <message>
            <source>Resolution of the PNG, and of the heatmap picture inside SVG and PDF.</source>
            <translation>PNG 的分辨率，以及 SVG 和 PDF 中热图图像的分辨率。</translation>
        </message>
        <message>
            <source>Resolution:</source>
            <translation>分辨率：</translation>
        </message>
        <message>
            <source>Single column (85 mm)</source>
            <translation>单栏（85 毫米）</translation>
        </message>
        <message>
            <source>Double column (180 mm)</source>
            <translation>双栏（180 毫米）</translation>
        </message>
        <message>
            <source>Custom</source>
            <translation>自定义</translation>
        </message>
        <message>
            <source> mm</source>
            <translation> 毫米</translation>
        </message>
        <message>
            <source>Width:</source>
            <translation>宽度：</translation>
        </message>
        <message>
            <source> pt</source>
            <translation> 磅</translation>
        </message>
        <message>
            <source>Font size:</source>
            <translation>字号：</translation>
        </message>
        <message>
            <source>Standard (as in the paper)</source>
            <translation>标准（与论文一致）</translation>
        </message>
        <message>
            <source>Colour-blind safe (Okabe-Ito, purple-orange)</source>
            <translation>色盲友好（Okabe-Ito，紫-橙）</translation>
        </message>
        <message>
            <source>Colours:</source>
            <translation>配色：</translation>
        </message>
        <message>
            <source>Greyscale (to check how a greyscale print reads)</source>
            <translation>灰度（检查灰度打印的效果）</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>导出</translation>
        </message>
        <message>
            <source>1 figure: %1</source>
            <translation>1 张图表：%1</translation>
        </message>
        <message>
            <source>%1 figures: %2</source>
            <translation>%1 张图表：%2</translation>
        </message>
        <message>
            <source>%1 dpi</source>
            <translation>%1 dpi</translation>
        </message>
        <message>
            <source>Cannot create the folder %1.</source>
            <translation>无法创建文件夹 %1。</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Cancelled.</source>
            <translation>已取消。</translation>
        </message>
        <message>
            <source>Writing %1…</source>
            <translation>正在写入 %1…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message numerus="yes">
            <source>Wrote %n file(s) to %1.</source>
            <translation>
                <numerusform>已将 %n 个文件写入 %1。</numerusform>
            </translation>
        </message>
        <message>
            <source>Width in millimetres</source>
            <translation>宽度（毫米）</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::FiguresPanel</name>
        <message>
            <source>Colours:</source>
            <translation>配色：</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>标准</translation>
        </message>
        <message>
            <source>Colour-blind safe</source>
            <translation>色盲友好</translation>
        </message>
        <message>
            <source>Greyscale preview</source>
            <translation>灰度预览</translation>
        </message>
        <message>
            <source>Export figure…</source>
            <translation>导出图表…</translation>
        </message>
        <message>
            <source>Export all…</source>
            <translation>全部导出…</translation>
        </message>
        <message>
            <source>Writes every figure as PNG, SVG and PDF to a folder.</source>
            <translation>将每张图表以 PNG、SVG 和 PDF 格式写入一个文件夹。</translation>
        </message>
        <message>
            <source>No results yet. Run an analysis to see its figures here.</source>
            <translation>尚无结果。运行分析后即可在此查看图表。</translation>
        </message>
        <message>
            <source>Model:</source>
            <translation>模型：</translation>
        </message>
        <message>
            <source>Word order:</source>
            <translation>词序：</translation>
        </message>
        <message>
            <source>File order (most frequent first)</source>
            <translation>文件顺序（最常用的在前）</translation>
        </message>
        <message>
            <source>Grouped by similarity (raw)</source>
            <translation>按相似度分组（原始）</translation>
        </message>
        <message>
            <source>Grouped by similarity (whitened)</source>
            <translation>按相似度分组（白化后）</translation>
        </message>
        <message>
            <source>Grouped: words split again and again along their main direction of variation (principal direction divisive partitioning), so similar words sit together.</source>
            <translation>分组：沿词语的主要变化方向反复切分（主方向分裂划分），使相似的词排在一起。</translation>
        </message>
        <message>
            <source>Point at a cell to read its two words and cosine. Wheel: zoom. Drag: move. Double-click: the whole matrix.</source>
            <translation>指向单元格可查看其两个词及余弦。滚轮：缩放。拖动：平移。双击：显示整个矩阵。</translation>
        </message>
        <message>
            <source>Cosine heatmap</source>
            <translation>余弦热图</translation>
        </message>
        <message>
            <source>Point at a line to read its values. Wheel: zoom. Drag: move. Double-click: everything. Click a name in the legend to hide or show its model.</source>
            <translation>指向曲线可查看其数值。滚轮：缩放。拖动：平移。双击：显示全部。点击图例中的名称可隐藏或显示该模型。</translation>
        </message>
        <message>
            <source>Explained variance</source>
            <translation>解释方差</translation>
        </message>
        <message>
            <source>Eigenvalues and ε</source>
            <translation>特征值与 ε</translation>
        </message>
        <message>
            <source>Point at a cell for its numbers; click it for the words and the permutation test.</source>
            <translation>指向单元格可查看其数值；点击可查看词语和置换检验。</translation>
        </message>
        <message>
            <source>Effect sizes</source>
            <translation>效应量</translation>
        </message>
        <message>
            <source>Point at a marker to name its model and suite; click it for the details. Wheel: zoom. Drag: move. Double-click: everything.</source>
            <translation>指向标记可查看其模型和测试套件；点击可查看详情。滚轮：缩放。拖动：平移。双击：显示全部。</translation>
        </message>
        <message>
            <source>Before/after</source>
            <translation>前后对比</translation>
        </message>
        <message>
            <source>Compute the sampled vectors</source>
            <translation>计算抽样向量</translation>
        </message>
        <message>
            <source>Measures the anisotropy of these models again (same seed, same numbers), which keeps the sampled vectors in memory for the heatmap.</source>
            <translation>重新测量这些模型的各向异性（相同的随机种子，相同的数值），并将抽样向量保留在内存中供热图使用。</translation>
        </message>
        <message numerus="yes">
            <source>The heatmap needs the sampled vectors of %1, which the study file does not keep.</source>
            <translation>
                <numerusform>热图需要 %1 的抽样向量，而研究文件不保存这些向量。</numerusform>
            </translation>
        </message>
        <message>
            <source>Error bars: bootstrap confidence intervals of d</source>
            <translation>误差线：d 的自助法置信区间</translation>
        </message>
        <message>
            <source>Horizontal bar: the interval of raw d; vertical bar: the interval of whitened d (resamples of the words of X and Y; B and the level are on the Options page). Also in the exported figure.</source>
            <translation>横线：原始 d 的区间；竖线：白化后 d 的区间（对 X 和 Y 的词重抽样；B 和置信水平在“选项”页设置）。导出的图中也会绘制。</translation>
        </message>
        <message>
            <source>Read-out of the point under the pointer</source>
            <translation>指针下方数据点的读数</translation>
        </message>
        <message>
            <source>Colours of the figures</source>
            <translation>图的配色</translation>
        </message>
        <message>
            <source>Model of the heatmap</source>
            <translation>热图的模型</translation>
        </message>
        <message>
            <source>Word order of the heatmap</source>
            <translation>热图的词序</translation>
        </message>
        <message>
            <source>Cosine heatmap, raw and whitened</source>
            <translation>余弦热图（原始与白化后）</translation>
        </message>
        <message>
            <source>Explained variance of the top principal components, raw and whitened</source>
            <translation>前若干主成分的解释方差（原始与白化后）</translation>
        </message>
        <message>
            <source>Eigenvalue spectrum with epsilon</source>
            <translation>特征值谱与 epsilon</translation>
        </message>
        <message>
            <source>Effect sizes of every model and suite, raw and whitened</source>
            <translation>每个模型和测试组的效应量（原始与白化后）</translation>
        </message>
        <message>
            <source>Raw against whitened d, one panel per bias type</source>
            <translation>原始 d 对白化后 d，每种偏见类型一个面板</translation>
        </message>
        <message>
            <source>Measure:</source>
            <translation>度量：</translation>
        </message>
        <message>
            <source>Measure of the grid</source>
            <translation>网格的度量</translation>
        </message>
        <message>
            <source>WEAT's effect size d, or one of WEFE's measures (RND, MAC, ECT, RIPA, RNSB), raw and whitened in each cell</source>
            <translation>WEAT 的效应量 d，或 WEFE 的某个度量（RND、MAC、ECT、RIPA、RNSB），每个单元格显示原始与白化值</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::IssueListModel</name>
        <message numerus="yes">
            <source> and %n more</source>
            <translation>
                <numerusform> 等另外 %n 个</numerusform>
            </translation>
        </message>
        <message>
            <source>The file of %1 is missing: %2. Use Locate file… on the Models page to say where it is now.</source>
            <translation>%1 的文件不存在：%2。请在“模型”页面使用“定位文件…”指明其当前位置。</translation>
        </message>
        <message>
            <source>%1 could not be read. %2</source>
            <translation>无法读取 %1。%2</translation>
        </message>
        <message>
            <source>%1 failed for %2: %3</source>
            <translation>%1 在 %2 上失败：%3</translation>
        </message>
        <message>
            <source>The reference sample of %1 has %2 vectors for %3 dimensions (n ≤ d): its covariance is singular and the whitening estimate is poor. Use a larger reference sample.</source>
            <translation>%1 的参考样本只有 %2 个向量，而维数为 %3（n ≤ d）：其协方差矩阵奇异，白化估计不可靠。请使用更大的参考样本。</translation>
        </message>
        <message numerus="yes">
            <source>%n reference word(s) are not in %1: %2</source>
            <translation>
                <numerusform>%n 个参考词不在 %1 中：%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 repeats %n word(s); the first vector of each was kept.</source>
            <translation>
                <numerusform>%1 中有 %n 个重复词；每个词保留第一个向量。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 could not run on %2: %3</source>
            <translation>%1 无法在 %2 上运行：%3</translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) of %1 have a zero vector in %2 (no direction, so no cosine) and were left out: %3</source>
            <translation>
                <numerusform>%1 中有 %n 个词在 %2 中是零向量（没有方向，因此没有余弦），已略去：%3</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 could not run on %2: no word of the set “%3” is in the model.</source>
            <translation>%1 无法在 %2 上运行：词集“%3”中没有任何词在模型中。</translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) of %1 are not in %2 and were left out: %3</source>
            <translation>
                <numerusform>%1 中有 %n 个词不在 %2 中，已略去：%3</numerusform>
            </translation>
        </message>
        <message>
            <source>Raw d of %1 on %2 is undefined: every word has the same association.</source>
            <translation>%1 在 %2 上的原始 d 无定义：每个词的关联都相同。</translation>
        </message>
        <message>
            <source>Whitened d of %1 on %2 is undefined: every word has the same association.</source>
            <translation>%1 在 %2 上的白化后 d 无定义：每个词的关联都相同。</translation>
        </message>
        <message>
            <source>%1 covers %2 of the %3 pairs of %4.</source>
            <translation>%1 覆盖了 %4 的 %3 个词对中的 %2 个。</translation>
        </message>
        <message numerus="yes">
            <source>%n suite(s) not run on %1 with the current options: %2. Press Run (Ctrl+R).</source>
            <translation>
                <numerusform>有 %n 个测试套件尚未以当前选项在 %1 上运行：%2。请按“运行”（Ctrl+R）。</numerusform>
            </translation>
        </message>
        <message>
            <source>Anisotropy or word similarity of %1 not computed with the current options. Press Run (Ctrl+R).</source>
            <translation>尚未以当前选项计算 %1 的各向异性或词相似度。请按“运行”（Ctrl+R）。</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>错误</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>警告</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>What</source>
            <translation>内容</translation>
        </message>
        <message>
            <source>%1 has no subword vectors (only fastText .bin and .ftz models do): its missing words are left out.</source>
            <translation>%1 没有子词向量（只有 fastText 的 .bin 和 .ftz 模型才有）：缺失的词将被略去。</translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) of %1 are not in %2 and got vectors from their subwords: %3</source>
            <translation>
                <numerusform>%1 中有 %n 个词不在 %2 中，其向量由子词构成：%3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) of %1 are listed more than once in the same set; on %2 each is used once: %3</source>
            <translation>
                <numerusform>%1 中有 %n 个词在同一词集中出现多次；在 %2 上每个词只使用一次：%3</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) of %1 are in both target sets (X and Y) or both attribute sets (A and B); on %2 each is used in both, as listed: %3</source>
            <translation>
                <numerusform>%1 中有 %n 个词同时属于两个目标词集（X 和 Y）或两个属性词集（A 和 B）；在 %2 上每个词按列出的那样在两个词集中都使用：%3</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 on %2: </source>
            <translation>%2 上的 %1：</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::IssuesPanel</name>
        <message>
            <source>Show cause</source>
            <translation>显示原因</translation>
        </message>
        <message>
            <source>Errors and warnings</source>
            <translation>错误和警告</translation>
        </message>
        <message>
            <source>Go to the model, suite or result this is about</source>
            <translation>转到相关的模型、测试套件或结果</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::JobListModel</name>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>%1 min %2 s</source>
            <translation>%1 分 %2 秒</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>等待中</translation>
        </message>
        <message>
            <source>Running</source>
            <translation>运行中</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>已完成</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>失败</translation>
        </message>
        <message>
            <source>Cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <source>%1 %</source>
            <translation>%1%</translation>
        </message>
        <message>
            <source>estimating…</source>
            <translation>估算中…</translation>
        </message>
        <message>
            <source>Failed: %1</source>
            <translation>失败：%1</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>任务</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>进度</translation>
        </message>
        <message>
            <source>Elapsed</source>
            <translation>已用时间</translation>
        </message>
        <message>
            <source>Remaining</source>
            <translation>剩余时间</translation>
        </message>
        <message>
            <source>State</source>
            <translation>状态</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::JobsView</name>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Cancel all</source>
            <translation>全部取消</translation>
        </message>
        <message>
            <source>Jobs</source>
            <translation>任务</translation>
        </message>
        <message>
            <source>Stop the selected job; what it finished before is kept</source>
            <translation>停止所选任务；已完成的部分会保留</translation>
        </message>
        <message>
            <source>Stop every job (Esc)</source>
            <translation>停止所有任务（Esc）</translation>
        </message>
        <message numerus="yes">
            <source>%n running</source>
            <translation>
                <numerusform>%n 个运行中</numerusform>
            </translation>
        </message>
        <message>
            <source>Idle</source>
            <translation>空闲</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::LessonEngine</name>
        <message>
            <source>The demo models were not found: the built-in data folder is missing. Set ISOSCOPE_DATA_DIR to the folder that holds suites/weat_suites.json.</source>
            <translation>未找到示例模型：内置数据文件夹缺失。请将 ISOSCOPE_DATA_DIR 设置为包含 suites/weat_suites.json 的文件夹。</translation>
        </message>
        <message>
            <source>The built-in suites could not be read. %1</source>
            <translation>无法读取内置测试套件。%1</translation>
        </message>
        <message>
            <source>The built-in suites lack %1, the suite of the lesson.</source>
            <translation>内置测试套件中缺少课程所用的套件 %1。</translation>
        </message>
        <message>
            <source>The lesson's numbers could not be computed. %1</source>
            <translation>无法计算课程中的数值。%1</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::LessonWindow</name>
        <message>
            <source>GloVe 6B 100d (demo subset)</source>
            <translation>GloVe 6B 100d（示例子集）</translation>
        </message>
        <message>
            <source>word2vec Google News (demo subset)</source>
            <translation>word2vec Google News（示例子集）</translation>
        </message>
        <message>
            <source>Lesson: Calibrating WEAT against anisotropy — Isoscope</source>
            <translation>课程：针对各向异性校准 WEAT — Isoscope</translation>
        </message>
        <message>
            <source>1. Cosine and WEAT</source>
            <translation>1. 余弦与 WEAT</translation>
        </message>
        <message>
            <source>2. Anisotropy</source>
            <translation>2. 各向异性</translation>
        </message>
        <message>
            <source>3. Whitening</source>
            <translation>3. 白化</translation>
        </message>
        <message>
            <source>4. A result disappears</source>
            <translation>4. 一个结果消失了</translation>
        </message>
        <message>
            <source>5. Report both</source>
            <translation>5. 两者都报告</translation>
        </message>
        <message>
            <source>Try it: edit a word set</source>
            <translation>试一试：编辑一个词集</translation>
        </message>
        <message>
            <source>Try it: another model, another order</source>
            <translation>试一试：换一个模型，换一种顺序</translation>
        </message>
        <message>
            <source>Try it: change epsilon</source>
            <translation>试一试：改变 epsilon</translation>
        </message>
        <message>
            <source>Try it: look at another test</source>
            <translation>试一试：查看另一个测试</translation>
        </message>
        <message>
            <source>Try it: change the significance level</source>
            <translation>试一试：改变显著性水平</translation>
        </message>
        <message>
            <source>&lt; &amp;Back</source>
            <translation>&lt; 上一步(&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Next &gt;</source>
            <translation>下一步(&amp;N) &gt;</translation>
        </message>
        <message>
            <source>Change the words of a set of W3 (spaces or commas between them), then Apply.</source>
            <translation>修改 W3 某个集合中的词（用空格或逗号分隔），然后点击应用。</translation>
        </message>
        <message>
            <source>X (first targets)</source>
            <translation>X（第一组目标词）</translation>
        </message>
        <message>
            <source>Y (second targets)</source>
            <translation>Y（第二组目标词）</translation>
        </message>
        <message>
            <source>A (first attributes)</source>
            <translation>A（第一组属性词）</translation>
        </message>
        <message>
            <source>B (second attributes)</source>
            <translation>B（第二组属性词）</translation>
        </message>
        <message>
            <source>&amp;Apply</source>
            <translation>应用(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Restore W3</source>
            <translation>恢复 W3(&amp;R)</translation>
        </message>
        <message>
            <source>File order (most frequent first)</source>
            <translation>文件顺序（最常见的在前）</translation>
        </message>
        <message>
            <source>Grouped by raw similarity</source>
            <translation>按原始相似度分组</translation>
        </message>
        <message>
            <source>Grouped by whitened similarity</source>
            <translation>按白化后相似度分组</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>模型(&amp;M)：</translation>
        </message>
        <message>
            <source>&amp;Order:</source>
            <translation>顺序(&amp;O)：</translation>
        </message>
        <message>
            <source>Point at a cell to see its two words and their cosine; the wheel zooms.</source>
            <translation>指向一个单元格可查看其两个词及其余弦；滚轮可缩放。</translation>
        </message>
        <message>
            <source>Epsilon is added to every eigenvalue before the inverse square root. Larger values whiten the weak directions less; the paper uses 0.001.</source>
            <translation>在求平方根倒数之前，epsilon 会加到每个特征值上。值越大，弱方向被白化得越少；论文使用 0.001。</translation>
        </message>
        <message>
            <source>A&amp;pply</source>
            <translation>应用(&amp;P)</translation>
        </message>
        <message>
            <source>Paper's &amp;value</source>
            <translation>论文的取值(&amp;V)</translation>
        </message>
        <message>
            <source>ε =</source>
            <translation>ε =</translation>
        </message>
        <message>
            <source>&amp;Test:</source>
            <translation>测试(&amp;T)：</translation>
        </message>
        <message>
            <source>Each test's numbers and permutation distributions on the GloVe demo model.</source>
            <translation>每个测试在 GloVe 示例模型上的数值和置换分布。</translation>
        </message>
        <message>
            <source>Significance level &amp;α:</source>
            <translation>显著性水平 α(&amp;A)：</translation>
        </message>
        <message>
            <source>A result is significant when p &lt; α. The change classes and the colours follow.</source>
            <translation>当 p &lt; α 时结果显著。变化类别和颜色会随之更新。</translation>
        </message>
        <message>
            <source>Computing the new numbers…</source>
            <translation>正在计算新的数值…</translation>
        </message>
        <message>
            <source>Reading the demo models and running the ten tests on them…</source>
            <translation>正在读取示例模型并在其上运行十个测试…</translation>
        </message>
        <message>
            <source>With your words, d (raw) is %1; before your change it was %2.</source>
            <translation>使用你的词，d（原始）为 %1；修改前为 %2。</translation>
        </message>
        <message>
            <source>W3 cannot run with these words: a set has no word in the model's vocabulary.</source>
            <translation>W3 无法使用这些词运行：某个集合中没有任何词在模型的词表中。</translation>
        </message>
        <message>
            <source>With ε = %1, d (whitened) of W3 is %2; before it was %3.</source>
            <translation>当 ε = %1 时，W3 的 d（白化后）为 %2；之前为 %3。</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Cosine similarity and WEAT&lt;/h2&gt;&lt;p&gt;A word embedding gives every word a vector. How close two words are is measured by the cosine of the angle between their vectors, from −1 (opposite) to 1 (same direction):&lt;/p&gt;</source>
            <translation>&lt;h2&gt;余弦相似度与 WEAT&lt;/h2&gt;&lt;p&gt;词嵌入给每个词一个向量。两个词有多接近，用它们向量夹角的余弦来衡量，范围从 −1（相反）到 1（同一方向）：&lt;/p&gt;</translation>
        </message>
        <message>
            <source>cos(%1, %2) = %1 · %2 / (‖%1‖ ‖%2‖)</source>
            <translation>cos(%1, %2) = %1 · %2 / (‖%1‖ ‖%2‖)</translation>
        </message>
        <message>
            <source>&lt;p&gt;WEAT asks whether one set of target words (X) is closer to one set of attribute words (A) than to another (B), compared with a second target set (Y). For each target word:&lt;/p&gt;</source>
            <translation>&lt;p&gt;WEAT 检验：与第二组目标词（Y）相比，一组目标词（X）是否更接近一组属性词（A）而非另一组（B）。对每个目标词：&lt;/p&gt;</translation>
        </message>
        <message>
            <source>s(%1, A, B) = mean&lt;sub&gt;a∈A&lt;/sub&gt; cos(%1, a) − mean&lt;sub&gt;b∈B&lt;/sub&gt; cos(%1, b)</source>
            <translation>s(%1, A, B) = 均值&lt;sub&gt;a∈A&lt;/sub&gt; cos(%1, a) − 均值&lt;sub&gt;b∈B&lt;/sub&gt; cos(%1, b)</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;W3 cannot run with the words given: a set has no word in the model's vocabulary.&lt;/b&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;W3 无法使用给定的词运行：某个集合中没有任何词在模型的词表中。&lt;/b&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;i&gt;Computing the numbers of the demo model…&lt;/i&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;i&gt;正在计算示例模型的数值…&lt;/i&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Take the word &lt;b&gt;%1&lt;/b&gt; from X of W3 (%2) in the GloVe demo model, with A = %3 and B = %4:&lt;/p&gt;</source>
            <translation>&lt;p&gt;取 GloVe 示例模型中 W3 的 X（%2）里的词 &lt;b&gt;%1&lt;/b&gt;，A = %3，B = %4：&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;mean over the %1 words of A&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;A 中 %1 个词的均值&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>&lt;tr&gt;&lt;td&gt;mean over the %1 words of B&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;/tr&gt;</source>
            <translation>&lt;tr&gt;&lt;td&gt;B 中 %1 个词的均值&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;/tr&gt;</translation>
        </message>
        <message>
            <source>s(%1, A, B) = %2 − %3 = &lt;b&gt;%4&lt;/b&gt;</source>
            <translation>s(%1, A, B) = %2 − %3 = &lt;b&gt;%4&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Over the target sets, the test statistic S and the effect size d are:&lt;/p&gt;</source>
            <translation>&lt;p&gt;在目标词集上，检验统计量 S 和效应量 d 为：&lt;/p&gt;</translation>
        </message>
        <message>
            <source>S = Σ&lt;sub&gt;x∈X&lt;/sub&gt; s(x) − Σ&lt;sub&gt;y∈Y&lt;/sub&gt; s(y), &amp;nbsp; d = (mean&lt;sub&gt;x∈X&lt;/sub&gt; s(x) − mean&lt;sub&gt;y∈Y&lt;/sub&gt; s(y)) / sd&lt;sub&gt;w∈X∪Y&lt;/sub&gt; s(w)</source>
            <translation>S = Σ&lt;sub&gt;x∈X&lt;/sub&gt; s(x) − Σ&lt;sub&gt;y∈Y&lt;/sub&gt; s(y), &amp;nbsp; d = (均值&lt;sub&gt;x∈X&lt;/sub&gt; s(x) − 均值&lt;sub&gt;y∈Y&lt;/sub&gt; s(y)) / 标准差&lt;sub&gt;w∈X∪Y&lt;/sub&gt; s(w)</translation>
        </message>
        <message>
            <source>&lt;p&gt;p is the share of equal-size splits of X ∪ Y with an S at least as large as the observed one (%1):&lt;/p&gt;</source>
            <translation>&lt;p&gt;p 是 X ∪ Y 的等大小划分中，S 至少与观测值一样大的比例（%1）：&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;table cellspacing="0" cellpadding="3" style="margin-left:18px"&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th align="right"&gt;s(%1)&lt;/th&gt;&lt;th align="right"&gt;S&lt;/th&gt;&lt;th align="right"&gt;d&lt;/th&gt;&lt;th align="right"&gt;p&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;raw&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4&lt;/td&gt;&lt;td align="right"&gt;%5&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;whitened (step 3)&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;td align="right"&gt;%7&lt;/td&gt;&lt;td align="right"&gt;%8&lt;/td&gt;&lt;td align="right"&gt;%9&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;table cellspacing="0" cellpadding="3" style="margin-left:18px"&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th align="right"&gt;s(%1)&lt;/th&gt;&lt;th align="right"&gt;S&lt;/th&gt;&lt;th align="right"&gt;d&lt;/th&gt;&lt;th align="right"&gt;p&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;原始&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4&lt;/td&gt;&lt;td align="right"&gt;%5&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;白化后（第 3 步）&lt;/td&gt;&lt;td align="right"&gt;%6&lt;/td&gt;&lt;td align="right"&gt;%7&lt;/td&gt;&lt;td align="right"&gt;%8&lt;/td&gt;&lt;td align="right"&gt;%9&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
        <message>
            <source>&lt;h2&gt;What anisotropy looks like&lt;/h2&gt;&lt;p&gt;If word vectors pointed in random directions, the cosine of two unrelated words would be close to 0. In most embeddings they are not: all vectors lean towards a common direction, like a narrow cone. That shared lean raises every cosine, whatever the words mean.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;各向异性是什么样子&lt;/h2&gt;&lt;p&gt;如果词向量指向随机方向，两个无关词的余弦会接近 0。在大多数嵌入中并非如此：所有向量都偏向一个共同方向，像一个窄锥。这种共同的偏向会抬高每一个余弦，无论这些词是什么意思。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;i&gt;Computing the numbers of the demo models…&lt;/i&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;i&gt;正在计算示例模型的数值…&lt;/i&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The heatmap shows the cosine of every pair of %1 words drawn from %2, red for positive, blue for negative. Over all %3 pairs the mean cosine is &lt;b&gt;%4&lt;/b&gt; (SD %5) on the raw vectors, and &lt;b&gt;%6&lt;/b&gt; (SD %7) after whitening.&lt;/p&gt;</source>
            <translation>&lt;p&gt;热图显示从 %2 中抽取的 %1 个词两两之间的余弦，红色为正，蓝色为负。在全部 %3 对上，原始向量的平均余弦为 &lt;b&gt;%4&lt;/b&gt;（标准差 %5），白化后为 &lt;b&gt;%6&lt;/b&gt;（标准差 %7）。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The paper measured 0.192 for the full GloVe 6B 100d and 0.997 for GPT-2, whose raw panel is a uniform red field. WEAT compares cosines, so part of what it measures on raw vectors is this shared lean rather than the words.&lt;/p&gt;</source>
            <translation>&lt;p&gt;论文测得完整的 GloVe 6B 100d 为 0.192，GPT-2 为 0.997，其原始面板是一片均匀的红色。WEAT 比较的是余弦，因此它在原始向量上测得的部分内容是这种共同偏向，而不是词本身。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h2&gt;What whitening does&lt;/h2&gt;&lt;p&gt;ZCA whitening removes the shared lean: it moves the centre of the vectors to the origin and rescales every direction to the same variance, estimated on a reference sample of n words:&lt;/p&gt;</source>
            <translation>&lt;h2&gt;白化做了什么&lt;/h2&gt;&lt;p&gt;ZCA 白化去除共同的偏向：它把向量的中心移到原点，并把每个方向缩放到相同的方差，这些量在 n 个词的参考样本上估计：&lt;/p&gt;</translation>
        </message>
        <message>
            <source>μ = (1/n) Σ&lt;sub&gt;i&lt;/sub&gt; x&lt;sub&gt;i&lt;/sub&gt;, &amp;nbsp; Σ = 1/(n−1) Σ&lt;sub&gt;i&lt;/sub&gt; (x&lt;sub&gt;i&lt;/sub&gt; − μ)(x&lt;sub&gt;i&lt;/sub&gt; − μ)&lt;sup&gt;T&lt;/sup&gt; = U Λ U&lt;sup&gt;T&lt;/sup&gt;</source>
            <translation>μ = (1/n) Σ&lt;sub&gt;i&lt;/sub&gt; x&lt;sub&gt;i&lt;/sub&gt;, &amp;nbsp; Σ = 1/(n−1) Σ&lt;sub&gt;i&lt;/sub&gt; (x&lt;sub&gt;i&lt;/sub&gt; − μ)(x&lt;sub&gt;i&lt;/sub&gt; − μ)&lt;sup&gt;T&lt;/sup&gt; = U Λ U&lt;sup&gt;T&lt;/sup&gt;</translation>
        </message>
        <message>
            <source>W = U (Λ + εI)&lt;sup&gt;−1/2&lt;/sup&gt; U&lt;sup&gt;T&lt;/sup&gt;, &amp;nbsp; z = W (x − μ)</source>
            <translation>W = U (Λ + εI)&lt;sup&gt;−1/2&lt;/sup&gt; U&lt;sup&gt;T&lt;/sup&gt;, &amp;nbsp; z = W (x − μ)</translation>
        </message>
        <message>
            <source>&lt;p&gt;On the GloVe demo model, n = %1 words of d = %2 dimensions. The largest eigenvalue of Σ is %3, the smallest %4; with ε = %5 the first principal component explains %6 of the variance before whitening and %7 after (the figure: all of the top 50). After whitening the mean cosine of the sampled pairs is %8 instead of %9.&lt;/p&gt;</source>
            <translation>&lt;p&gt;在 GloVe 示例模型上，n = %1 个词，d = %2 维。Σ 的最大特征值为 %3，最小为 %4；当 ε = %5 时，第一主成分在白化前解释 %6 的方差，白化后解释 %7（图中：前 50 个全部）。白化后，抽样词对的平均余弦为 %8，而不是 %9。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;WEAT is then computed with the same formulas on z. For W3: d = %1 raw, %2 whitened (p = %3 and %4).&lt;/p&gt;</source>
            <translation>&lt;p&gt;然后在 z 上用相同的公式计算 WEAT。对 W3：原始 d = %1，白化后 %2（p = %3 和 %4）。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h2&gt;How a result can disappear&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;一个结果如何消失&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1 cannot run on the GloVe demo model: a set has no word in its vocabulary.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1 无法在 GloVe 示例模型上运行：某个集合中没有任何词在其词表中。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; (%2) on the GloVe demo model:&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;（%2）在 GloVe 示例模型上：&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;table cellspacing="0" cellpadding="3" style="margin-left:18px"&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th align="right"&gt;d&lt;/th&gt;&lt;th align="right"&gt;p&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;raw&lt;/td&gt;&lt;td align="right"&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;whitened&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;table cellspacing="0" cellpadding="3" style="margin-left:18px"&gt;&lt;tr&gt;&lt;th&gt;&lt;/th&gt;&lt;th align="right"&gt;d&lt;/th&gt;&lt;th align="right"&gt;p&lt;/th&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;原始&lt;/td&gt;&lt;td align="right"&gt;%1&lt;/td&gt;&lt;td align="right"&gt;%2&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;白化后&lt;/td&gt;&lt;td align="right"&gt;%3&lt;/td&gt;&lt;td align="right"&gt;%4&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;At α = %1 the change is &lt;b&gt;%2&lt;/b&gt;.&lt;/p&gt;</source>
            <translation>&lt;p&gt;在 α = %1 时，变化为&lt;b&gt;%2&lt;/b&gt;。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Significant on the raw vectors, not after whitening: the association rested on the shared geometry of the space. On the right, the observed S (the line) sits far in the tail of the random splits raw, but among them after whitening.&lt;/p&gt;</source>
            <translation>&lt;p&gt;在原始向量上显著，白化后不显著：这种关联依赖于空间的共同几何结构。右图中，观测到的 S（竖线）在原始空间位于随机划分分布的远端尾部，白化后则落在它们之中。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Not significant on the raw vectors, significant after whitening: the shared geometry hid the association.&lt;/p&gt;</source>
            <translation>&lt;p&gt;在原始向量上不显著，白化后显著：共同的几何结构掩盖了这种关联。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The same verdict in both spaces: the result does not depend on the shared geometry.&lt;/p&gt;</source>
            <translation>&lt;p&gt;两个空间中的结论相同：该结果不依赖于共同的几何结构。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>&lt;p&gt;On this model at α = %1, Disappearing: %2; Emerging: %3. The paper found 12 Disappearing and 10 Emerging results among 70 model-test combinations.&lt;/p&gt;</source>
            <translation>&lt;p&gt;在此模型上，α = %1 时，消失：%2；新出现：%3。论文在 70 个模型与测试组合中发现 12 个消失、10 个新出现的结果。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Report both results&lt;/h2&gt;</source>
            <translation>&lt;h2&gt;报告两种结果&lt;/h2&gt;</translation>
        </message>
        <message>
            <source>%1 on %2</source>
            <translation>%2 上的 %1</translation>
        </message>
        <message>
            <source>&lt;p&gt;The figure puts every test on both demo models at raw d (across) and whitened d (up). On the diagonal nothing changed. At α = %1, of the %2 results &lt;b&gt;%3&lt;/b&gt; are Stable, &lt;b&gt;%4&lt;/b&gt; Disappearing and &lt;b&gt;%5&lt;/b&gt; Emerging.&lt;/p&gt;</source>
            <translation>&lt;p&gt;图中把两个示例模型上的每个测试按原始 d（横轴）和白化后 d（纵轴）放置。对角线上表示没有变化。在 α = %1 时，%2 个结果中 &lt;b&gt;%3&lt;/b&gt; 个稳定，&lt;b&gt;%4&lt;/b&gt; 个消失，&lt;b&gt;%5&lt;/b&gt; 个新出现。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1 could not run: a word set has no word in the model's vocabulary.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1 无法运行：某个词集中没有任何词在模型的词表中。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Neither space is the truth. The raw result is what the model does with its vectors as they are; the whitened result shows how much of it survives once the shared geometry is taken out. The paper recommends reporting the calibrated result next to the uncalibrated one, never instead of it, with the epsilon and the reference sample used, so that a reader can see which findings depend on the geometry of the space.&lt;/p&gt;</source>
            <translation>&lt;p&gt;两个空间都不是唯一的真相。原始结果反映模型对其原样向量所做的事；白化后的结果显示去除共同几何结构后还剩下多少。论文建议把校准后的结果与未校准的结果并列报告，绝不以前者取代后者，并注明所用的 epsilon 和参考样本，让读者能看出哪些发现依赖于空间的几何结构。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Epsilon of the whitening</source>
            <translation>白化的 epsilon</translation>
        </message>
        <message>
            <source>Explained variance of the top components, raw and whitened</source>
            <translation>前几个主成分的解释方差（原始与白化后）</translation>
        </message>
        <message>
            <source>W3's cosine blocks cos(X, A), cos(X, B), cos(Y, A), cos(Y, B), raw and whitened</source>
            <translation>W3 的余弦块 cos(X, A)、cos(X, B)、cos(Y, A)、cos(Y, B)（原始与白化后）</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Inside W3: its four blocks of cosines&lt;/h3&gt;&lt;p&gt;The multilevel view of Wolfe et al. (ML-EAT) takes a WEAT apart into four blocks of cosines: every word of X with every word of A, X with B, Y with A and Y with B (the lower figure). Raw, their means are %1 (X, A), %2 (X, B), %3 (Y, A) and %4 (Y, B); whitened, %5, %6, %7 and %8. WEAT sees only their differences: the mean of s(x, A, B) over X is cos(X, A) − cos(X, B), %9 raw and %10 whitened.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;W3 的内部：四个余弦块&lt;/h3&gt;&lt;p&gt;Wolfe 等人的多层视角（ML-EAT）把一个 WEAT 拆成四个余弦块：X 的每个词与 A 的每个词、X 与 B、Y 与 A、Y 与 B（下方的图）。原始向量上它们的均值为 %1（X, A）、%2（X, B）、%3（Y, A）和 %4（Y, B）；白化后为 %5、%6、%7 和 %8。WEAT 只看它们的差：s(x, A, B) 在 X 上的均值等于 cos(X, A) − cos(X, B)，原始为 %9，白化后为 %10。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Level 2 asks the question of one target set at a time: an effect size over the mean cosines of the attribute words with the set. For X it is %1 raw (p = %2) and %3 whitened (p = %4); for Y, %5 (p = %6) and %7 (p = %8).&lt;/p&gt;</source>
            <translation>&lt;p&gt;第 2 层对每个目标集分别提问：以各属性词与该集合的平均余弦计算效应量。对 X，原始为 %1（p = %2），白化后为 %3（p = %4）；对 Y，为 %5（p = %6）和 %7（p = %8）。&lt;/p&gt;</translation>
        </message>
        <message numerus="yes">
            <source>%n word(s) not in the GloVe demo model&apos;s vocabulary, so left out of %1: %2.</source>
            <translation>
                <numerusform>%n 个词不在 GloVe 示例模型的词表中，因此已从 %1 中略去：%2。</numerusform>
            </translation>
        </message>
        <message>
            <source>all %1 splits</source>
            <translation>全部 %1 种划分</translation>
        </message>
        <message>
            <source>%1 random splits</source>
            <translation>%1 次随机划分</translation>
        </message>
        <message numerus="yes">
            <source>&lt;p&gt;p is the share of the splits of X ∪ Y into a set of %n word(s) and one of %1, as X and Y are now, with an S at least as large as the observed one (%2):&lt;/p&gt;</source>
            <translation>
                <numerusform>&lt;p&gt;p 是把 X ∪ Y 按 X 和 Y 现在的大小划分为一个 %n 个词的集合和一个 %1 个词的集合时，S 至少与观测值一样大的划分所占的比例（%2）：&lt;/p&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>&lt;p&gt;S and d have opposite signs here: S adds up s over the %1 words of X and subtracts the sum over the %2 words of Y, so the larger set weighs more, while d compares the means of the two sets. With sets of the same size they always agree; read d for the direction and size of the effect.&lt;/p&gt;</source>
            <translation>&lt;p&gt;这里 S 与 d 的符号相反：S 把 X 的 %1 个词的 s 相加，再减去 Y 的 %2 个词的 s 之和，因此较大的集合权重更大；而 d 比较的是两个集合的均值。两个集合大小相同时二者总是一致；效应的方向和大小请看 d。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The second row and the second bar of each word on the right are the same numbers after whitening, which step 3 explains.&lt;/p&gt;</source>
            <translation>&lt;p&gt;第二行以及右侧每个词的第二根柱是白化后的同一组数值，白化将在第 3 步解释。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;Whitened with ε = %1&lt;/b&gt;, as set in step 3, not the paper&apos;s %2 (step 3&apos;s Paper&apos;s value sets it back).&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;白化使用 ε = %1&lt;/b&gt;（在第 3 步中设置），而不是论文的 %2（第 3 步的“论文的取值”可将其改回）。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::MainWindow</name>
        <message>
            <source>Start</source>
            <translation>开始</translation>
        </message>
        <message>
            <source>Models</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>选项</translation>
        </message>
        <message>
            <source>Suites</source>
            <translation>测试套件</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>The built-in suites could not be read. %1</source>
            <translation>无法读取内置测试套件。%1</translation>
        </message>
        <message>
            <source>The benchmark %1 could not be read. %2</source>
            <translation>无法读取基准 %1。%2</translation>
        </message>
        <message>
            <source>&amp;New Study</source>
            <translation>新建研究(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Open Study…</source>
            <translation>打开研究(&amp;O)…</translation>
        </message>
        <message>
            <source>Open &amp;Demo Study</source>
            <translation>打开示例研究(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Export All Results…</source>
            <translation>导出全部结果(&amp;E)…</translation>
        </message>
        <message>
            <source>results.json, the three tables as CSV and report.md into a folder</source>
            <translation>将 results.json、三张表格的 CSV 和 report.md 写入一个文件夹</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>复制(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Run</source>
            <translation>运行(&amp;R)</translation>
        </message>
        <message>
            <source>Compute what is missing for the current models, suites and options</source>
            <translation>为当前的模型、测试套件和选项计算尚缺的结果</translation>
        </message>
        <message>
            <source>&amp;Cancel All Jobs</source>
            <translation>取消所有任务(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Paper Protocol</source>
            <translation>论文方案(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>最近打开(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Analysis</source>
            <translation>分析(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>开始(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Models</source>
            <translation>模型(&amp;M)</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>选项(&amp;O)</translation>
        </message>
        <message>
            <source>S&amp;uites</source>
            <translation>测试套件(&amp;U)</translation>
        </message>
        <message>
            <source>R&amp;esults</source>
            <translation>结果(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About Isoscope</source>
            <translation>关于 Isoscope(&amp;A)</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>关于 Qt(&amp;Q)</translation>
        </message>
        <message>
            <source>Jobs</source>
            <translation>任务</translation>
        </message>
        <message>
            <source>Issues</source>
            <translation>问题</translation>
        </message>
        <message>
            <source>Open study</source>
            <translation>打开研究</translation>
        </message>
        <message>
            <source>Isoscope studies (*.isoscope *.json);;All files (*)</source>
            <translation>Isoscope 研究 (*.isoscope *.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>The study could not be opened. %1</source>
            <translation>无法打开研究。%1</translation>
        </message>
        <message>
            <source>Could not open %1</source>
            <translation>无法打开 %1</translation>
        </message>
        <message>
            <source>study</source>
            <translation>研究</translation>
        </message>
        <message>
            <source>Save study</source>
            <translation>保存研究</translation>
        </message>
        <message>
            <source>Isoscope studies (*.isoscope)</source>
            <translation>Isoscope 研究 (*.isoscope)</translation>
        </message>
        <message>
            <source>The study could not be saved. %1</source>
            <translation>无法保存研究。%1</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>已保存 %1</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>未保存的更改</translation>
        </message>
        <message>
            <source>%1 has changes that are not saved. Save them?</source>
            <translation>%1 有尚未保存的更改。是否保存？</translation>
        </message>
        <message>
            <source>Export all results into</source>
            <translation>将全部结果导出到</translation>
        </message>
        <message>
            <source>The results could not be exported. %1</source>
            <translation>无法导出结果。%1</translation>
        </message>
        <message>
            <source>Wrote results.json, weat.csv, anisotropy.csv, similarity.csv and report.md to %1</source>
            <translation>已将 results.json、weat.csv、anisotropy.csv、similarity.csv 和 report.md 写入 %1</translation>
        </message>
        <message>
            <source>Add a model first (Models page), or open the demo study.</source>
            <translation>请先添加模型（“模型”页面），或打开示例研究。</translation>
        </message>
        <message>
            <source>%1[*] — Isoscope %2</source>
            <translation>%1[*] — Isoscope %2</translation>
        </message>
        <message>
            <source>Running… (Esc cancels)</source>
            <translation>运行中…（按 Esc 取消）</translation>
        </message>
        <message numerus="yes">
            <source>%n model(s), %1</source>
            <translation>
                <numerusform>%n 个模型，%1</numerusform>
            </translation>
        </message>
        <message>
            <source>No recent studies</source>
            <translation>没有最近打开的研究</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Isoscope %1&lt;/h3&gt;&lt;p&gt;Measures bias in word embeddings with the Word Embedding Association Test (WEAT), on the vectors as they are and after ZCA whitening, and reports both results side by side.&lt;/p&gt;&lt;p&gt;The method follows &lt;i&gt;Calibrating WEAT Against Anisotropy: ZCA Whitening as a Geometric Pre-Processing Step for Embedding Association Tests&lt;/i&gt; (AIES 2026, arXiv:2608.06908). WEAT is from Caliskan, Bryson and Narayanan, &lt;i&gt;Semantics derived automatically from language corpora contain human-like biases&lt;/i&gt;, Science 356 (2017).&lt;/p&gt;&lt;p&gt;Isoscope is free software under the MIT licence. The word lists, benchmarks and demo embeddings that come with it keep their own licences; PROVENANCE.md in the data folder lists them.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Isoscope %1&lt;/h3&gt;&lt;p&gt;使用词嵌入关联测试（WEAT）测量词嵌入中的偏见：分别在原始向量和 ZCA 白化后的向量上进行测试，并将两种结果并列呈现。&lt;/p&gt;&lt;p&gt;方法依据 &lt;i&gt;Calibrating WEAT Against Anisotropy: ZCA Whitening as a Geometric Pre-Processing Step for Embedding Association Tests&lt;/i&gt;（AIES 2026，arXiv:2608.06908）。WEAT 出自 Caliskan、Bryson 和 Narayanan，&lt;i&gt;Semantics derived automatically from language corpora contain human-like biases&lt;/i&gt;，Science 356（2017）。&lt;/p&gt;&lt;p&gt;Isoscope 是采用 MIT 许可证的自由软件。随附的词表、基准和示例词嵌入保留各自的许可证；数据文件夹中的 PROVENANCE.md 列出了它们。&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Linear algebra (BLAS and LAPACK): %1&lt;/p&gt;</source>
            <translation>&lt;p&gt;线性代数（BLAS 和 LAPACK）：%1&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About Isoscope</source>
            <translation>关于 Isoscope</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>首选项(&amp;P)…</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>图表</translation>
        </message>
        <message>
            <source>Export All &amp;Figures…</source>
            <translation>导出全部图表(&amp;F)…</translation>
        </message>
        <message>
            <source>Every figure of the study as PNG, SVG or PDF into a folder</source>
            <translation>将研究的每张图表以 PNG、SVG 或 PDF 格式写入一个文件夹</translation>
        </message>
        <message>
            <source>&amp;Figures</source>
            <translation>图表(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;User Guide</source>
            <translation>用户指南(&amp;U)</translation>
        </message>
        <message>
            <source>The model files are needed to compute the sampled vectors again.</source>
            <translation>需要模型文件才能重新计算抽样向量。</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>敏感性</translation>
        </message>
        <message>
            <source>Calibrations</source>
            <translation>校准</translation>
        </message>
        <message>
            <source>Se&amp;nsitivity</source>
            <translation>敏感性(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Calibrations</source>
            <translation>校准(&amp;C)</translation>
        </message>
        <message>
            <source>SC-WEAT</source>
            <translation>SC-WEAT</translation>
        </message>
        <message>
            <source>SC-&amp;WEAT</source>
            <translation>SC-WEAT(&amp;W)</translation>
        </message>
        <message>
            <source>1 error</source>
            <translation>1 个错误</translation>
        </message>
        <message>
            <source>%1 errors</source>
            <translation>%1 个错误</translation>
        </message>
        <message>
            <source>1 warning</source>
            <translation>1 个警告</translation>
        </message>
        <message>
            <source>%1 warnings</source>
            <translation>%1 个警告</translation>
        </message>
        <message>
            <source>Issues (%1)</source>
            <translation>问题（%1）</translation>
        </message>
        <message>
            <source>, </source>
            <translation>，</translation>
        </message>
        <message>
            <source>Analysis</source>
            <translation>分析</translation>
        </message>
        <message>
            <source>Analysis toolbar</source>
            <translation>分析工具栏</translation>
        </message>
        <message>
            <source>Export Re&amp;port…</source>
            <translation>导出报告(&amp;P)…</translation>
        </message>
        <message>
            <source>A report ready for a paper: methods paragraph, APA tables, figures and references (ODF, HTML, PDF)</source>
            <translation>可直接用于论文的报告：方法段落、APA 表格、图和参考文献（ODF、HTML、PDF）</translation>
        </message>
        <message>
            <source>No results for the current settings yet: the bar above says what changed since the last run. Press Run (Ctrl+R) to compute them, or change the settings back to see the results kept.</source>
            <translation>当前设置下尚无结果：上方的提示栏说明了自上次运行以来的更改。请按“运行”（Ctrl+R）进行计算，或将设置改回以查看保留的结果。</translation>
        </message>
        <message>
            <source>No results yet: press Run (Ctrl+R) to compute what the bar above lists.</source>
            <translation>尚无结果：请按“运行”（Ctrl+R）计算上方提示栏列出的内容。</translation>
        </message>
        <message numerus="yes">
            <source>%n suite(s)</source>
            <translation>
                <numerusform>%n 个测试套件</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ModelSummaryTableModel</name>
        <message>
            <source>GloVe text</source>
            <translation>GloVe 文本</translation>
        </message>
        <message>
            <source>word2vec text</source>
            <translation>word2vec 文本</translation>
        </message>
        <message>
            <source>word2vec binary</source>
            <translation>word2vec 二进制</translation>
        </message>
        <message>
            <source>NumPy</source>
            <translation>NumPy</translation>
        </message>
        <message>
            <source>HDF5</source>
            <translation>HDF5</translation>
        </message>
        <message>
            <source>uncased</source>
            <translation>不区分大小写</translation>
        </message>
        <message>
            <source>cased</source>
            <translation>区分大小写</translation>
        </message>
        <message>
            <source>Every word in this model is lower case, so words are looked up lowercased.</source>
            <translation>此模型中所有词均为小写，因此按小写查找词语。</translation>
        </message>
        <message>
            <source>Words are looked up exactly as written.</source>
            <translation>按原样查找词语。</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>File</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>格式</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>词数</translation>
        </message>
        <message>
            <source>Dimensions</source>
            <translation>维数</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>大小写</translation>
        </message>
        <message>
            <source>fastText model</source>
            <translation>fastText 模型</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ModelTableModel</name>
        <message>
            <source>Extracting word vectors… %1 %</source>
            <translation>正在提取词向量… %1 %</translation>
        </message>
        <message>
            <source>uncased</source>
            <translation>不区分大小写</translation>
        </message>
        <message>
            <source>cased</source>
            <translation>区分大小写</translation>
        </message>
        <message>
            <source>Not loaded</source>
            <translation>未加载</translation>
        </message>
        <message>
            <source>Importing… %1 %</source>
            <translation>导入中… %1%</translation>
        </message>
        <message>
            <source>Ready</source>
            <translation>就绪</translation>
        </message>
        <message>
            <source>File missing</source>
            <translation>文件缺失</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>File</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>格式</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>大小</translation>
        </message>
        <message>
            <source>Words</source>
            <translation>词数</translation>
        </message>
        <message>
            <source>Dims</source>
            <translation>维数</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>大小写</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Uncased: the vocabulary has no capital letter, so words are looked up lowercased</source>
            <translation>不区分大小写：词表中没有大写字母，因此按小写查找词语</translation>
        </message>
        <message>
            <source>Could not be read: %1</source>
            <translation>无法读取：%1</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ModelsPanel</name>
        <message>
            <source>%1
Whitened on the reference vectors stored in the file (a transformer model&apos;s corpus sentences).</source>
            <translation>%1
在文件中存储的参照向量（Transformer 模型的语料库句子）上白化。</translation>
        </message>
        <message>
            <source>A word in no sentence of the corpus is left out and reported missing.</source>
            <translation>未出现在语料库任何句子中的词将被省略并报告为缺失。</translation>
        </message>
        <message>
            <source>the last layer</source>
            <translation>最后一层</translation>
        </message>
        <message>
            <source>layer %1</source>
            <translation>第 %1 层</translation>
        </message>
        <message>
            <source>one sentence per line</source>
            <translation>每行一句</translation>
        </message>
        <message>
            <source>running text</source>
            <translation>连续文本</translation>
        </message>
        <message>
            <source>WikiText-103</source>
            <translation>WikiText-103</translation>
        </message>
        <message>
            <source>%1
Word vectors from the corpus %2 (%3), %4.</source>
            <translation>%1
词向量取自语料库 %2（%3），%4。</translation>
        </message>
        <message>
            <source>estimating the time left</source>
            <translation>正在估计剩余时间</translation>
        </message>
        <message>
            <source>Extracting the word vectors of %1 (%2)…</source>
            <translation>正在提取 %1 的词向量（%2）…</translation>
        </message>
        <message>
            <source>Extracting the word vectors of %1 (%2, %3 left)…</source>
            <translation>正在提取 %1 的词向量（%2，剩余 %3）…</translation>
        </message>
        <message>
            <source>Add &amp;transformer model…</source>
            <translation>添加 Transformer 模型(&amp;T)…</translation>
        </message>
        <message>
            <source>Add transformer model</source>
            <translation>添加 Transformer 模型</translation>
        </message>
        <message>
            <source>A BERT, RoBERTa or GPT-2 model folder (as the Hugging Face hub serves it) and a corpus its word vectors are drawn from</source>
            <translation>一个 BERT、RoBERTa 或 GPT-2 模型文件夹（与 Hugging Face Hub 提供的相同）以及用于提取其词向量的语料库</translation>
        </message>
        <message>
            <source>%1 %</source>
            <translation>%1%</translation>
        </message>
        <message>
            <source>Add &amp;model…</source>
            <translation>添加模型(&amp;M)…</translation>
        </message>
        <message>
            <source>Add &amp;demo models</source>
            <translation>添加示例模型(&amp;D)</translation>
        </message>
        <message>
            <source>The two small models that come with Isoscope: GloVe 6B and word2vec Google News subsets</source>
            <translation>Isoscope 随附的两个小模型：GloVe 6B 和 word2vec Google News 的子集</translation>
        </message>
        <message>
            <source>&amp;Remove</source>
            <translation>移除(&amp;R)</translation>
        </message>
        <message>
            <source>Remove the selected model from the study (its file is not touched)</source>
            <translation>从研究中移除所选模型（不会改动其文件）</translation>
        </message>
        <message>
            <source>&amp;Locate file…</source>
            <translation>定位文件(&amp;L)…</translation>
        </message>
        <message>
            <source>Tell Isoscope where the selected model's file is now</source>
            <translation>告诉 Isoscope 所选模型的文件现在的位置</translation>
        </message>
        <message>
            <source>Import progress</source>
            <translation>导入进度</translation>
        </message>
        <message>
            <source>Cancel import</source>
            <translation>取消导入</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>Models of the study</source>
            <translation>研究中的模型</translation>
        </message>
        <message>
            <source>Model name</source>
            <translation>模型名称</translation>
        </message>
        <message>
            <source>The name results and exports use for this model</source>
            <translation>结果和导出中使用的模型名称</translation>
        </message>
        <message>
            <source>Model family</source>
            <translation>模型类别</translation>
        </message>
        <message>
            <source>Used to group and draw results: static word vectors, contextualized, contrastive or other</source>
            <translation>用于对结果分组和绘图：静态词向量、上下文、对比或其他</translation>
        </message>
        <message>
            <source>File format</source>
            <translation>文件格式</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>自动</translation>
        </message>
        <message>
            <source>GloVe text</source>
            <translation>GloVe 文本</translation>
        </message>
        <message>
            <source>word2vec / fastText text</source>
            <translation>word2vec / fastText 文本</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>名称(&amp;N)：</translation>
        </message>
        <message>
            <source>Fam&amp;ily:</source>
            <translation>类别(&amp;I)：</translation>
        </message>
        <message>
            <source>F&amp;ormat:</source>
            <translation>格式(&amp;O)：</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>文件：</translation>
        </message>
        <message>
            <source>Add embedding models</source>
            <translation>添加词嵌入模型</translation>
        </message>
        <message>
            <source>Where is %1?</source>
            <translation>%1 在哪里？</translation>
        </message>
        <message numerus="yes">
            <source>Importing %n model(s)…</source>
            <translation>
                <numerusform>正在导入 %n 个模型…</numerusform>
            </translation>
        </message>
        <message>
            <source>Automatic decides from the content: gzip, HDF5 and NumPy signatures, a word2vec header line and whether the rows after it are text or binary</source>
            <translation>“自动”根据内容判断：gzip、HDF5 和 NumPy 文件签名、word2vec 文件头行，以及其后各行是文本还是二进制</translation>
        </message>
        <message>
            <source>word2vec binary</source>
            <translation>word2vec 二进制</translation>
        </message>
        <message>
            <source>NumPy matrix + vocabulary</source>
            <translation>NumPy 矩阵 + 词表</translation>
        </message>
        <message>
            <source>HDF5 (/words, /vectors)</source>
            <translation>HDF5（/words、/vectors）</translation>
        </message>
        <message>
            <source>Vocabulary file</source>
            <translation>词表文件</translation>
        </message>
        <message>
            <source>FILE.vocab or FILE.txt beside the matrix</source>
            <translation>矩阵旁的 FILE.vocab 或 FILE.txt</translation>
        </message>
        <message>
            <source>The words of a NumPy matrix, one per line in row order; empty: the .vocab or .txt file of the same name beside it</source>
            <translation>NumPy 矩阵对应的词，按行顺序每行一个；留空则使用其旁边同名的 .vocab 或 .txt 文件</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>浏览…</translation>
        </message>
        <message>
            <source>Voca&amp;bulary:</source>
            <translation>词表(&amp;B)：</translation>
        </message>
        <message>
            <source>Vocabulary of %1</source>
            <translation>%1 的词表</translation>
        </message>
        <message>
            <source>Vocabulary files (*.vocab *.txt);;All files (*)</source>
            <translation>词表文件 (*.vocab *.txt);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Embedding files (*.txt *.vec *.bin *.ftz *.gz *.npy *.h5 *.hdf5 *.glove *.w2v);;All files (*)</source>
            <translation>嵌入文件 (*.txt *.vec *.bin *.ftz *.gz *.npy *.h5 *.hdf5 *.glove *.w2v);;所有文件 (*)</translation>
        </message>
        <message>
            <source>The embedding models of this study. Add GloVe, word2vec or fastText files (text or binary, fastText's own .bin and .ftz models, also gzipped), NumPy matrices or HDF5 files with the button or by dropping them here; each is imported once in the background into a cache that later opens in a moment.</source>
            <translation>本研究的嵌入模型。用按钮或拖放到此处来添加 GloVe、word2vec 或 fastText 文件（文本或二进制，fastText 自己的 .bin 和 .ftz 模型，也可以是 gzip 压缩的）、NumPy 矩阵或 HDF5 文件；每个文件在后台导入一次缓存，之后瞬间即可打开。</translation>
        </message>
        <message>
            <source>Add an embedding file (GloVe, word2vec text or binary, fastText .vec, .bin or .ftz, NumPy .npy, HDF5)</source>
            <translation>添加嵌入文件（GloVe、word2vec 文本或二进制、fastText .vec、.bin 或 .ftz、NumPy .npy、HDF5）</translation>
        </message>
        <message>
            <source>fastText model (.bin, .ftz)</source>
            <translation>fastText 模型 (.bin, .ftz)</translation>
        </message>
        <message>
            <source>Words not in the vocabulary</source>
            <translation>不在词表中的词</translation>
        </message>
        <message>
            <source>What happens to a suite or benchmark word the model does not have: left out and reported missing, as in the paper, or, for a fastText .bin or .ftz model, given the vector fastText builds from the word's character n-grams (reported as “from subwords”)</source>
            <translation>当模型没有某个测试套件或基准中的词时如何处理：像论文中那样略去并报告为缺失；或者对于 fastText 的 .bin 或 .ftz 模型，使用 fastText 由该词的字符 n-gram 构成的向量（报告为“由子词构成”）</translation>
        </message>
        <message>
            <source>Left out (as in the paper)</source>
            <translation>略去（与论文一致）</translation>
        </message>
        <message>
            <source>Subword vectors (fastText)</source>
            <translation>子词向量（fastText）</translation>
        </message>
        <message>
            <source>Missing &amp;words:</source>
            <translation>缺失的词(&amp;W)：</translation>
        </message>
        <message>
            <source>%L1 n-gram vectors of %2 to %3 characters</source>
            <translation>%L1 个 %2 至 %3 字符的 n-gram 向量</translation>
        </message>
        <message>
            <source>This model has no subword vectors (only fastText .bin and .ftz models do).</source>
            <translation>此模型没有子词向量（只有 fastText 的 .bin 和 .ftz 模型才有）。</translation>
        </message>
        <message>
            <source>Known once the model is read.</source>
            <translation>读取模型后可知。</translation>
        </message>
        <message>
            <source>Verif&amp;y model file</source>
            <translation>验证模型文件(&amp;Y)</translation>
        </message>
        <message>
            <source>Verify model file</source>
            <translation>验证模型文件</translation>
        </message>
        <message>
            <source>Read the selected model's file and its cache in full, to prove that the cache holds exactly this file: its content hash and every checksum of the cache</source>
            <translation>完整读取所选模型的文件及其缓存，以证明缓存恰好包含该文件：文件的内容哈希和缓存的每个校验和</translation>
        </message>
        <message>
            <source>Verification result</source>
            <translation>验证结果</translation>
        </message>
        <message>
            <source>Verifying %1: reading the file and its cache in full…</source>
            <translation>正在验证 %1：完整读取文件及其缓存…</translation>
        </message>
        <message>
            <source>Verify %1</source>
            <translation>验证 %1</translation>
        </message>
        <message>
            <source>%1 could not be verified. %2</source>
            <translation>无法验证 %1。%2</translation>
        </message>
        <message>
            <source>The verification of %1 was cancelled.</source>
            <translation>已取消对 %1 的验证。</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>未知</translation>
        </message>
        <message>
            <source>%1 had changed since it was imported (%2), so it was imported again; its content hash (XXH64) is now %3. Results computed before may come from the earlier content.</source>
            <translation>%1 自导入以来已更改（%2），因此已重新导入；其内容哈希（XXH64）现在为 %3。之前计算的结果可能来自先前的内容。</translation>
        </message>
        <message>
            <source>Verified: the cache of %1 holds exactly this file (content hash XXH64 %2, computed again from the whole file), and every checksum of the cache matches.</source>
            <translation>已验证：%1 的缓存恰好包含该文件（内容哈希 XXH64 %2，已从整个文件重新计算），且缓存的每个校验和均一致。</translation>
        </message>
        <message numerus="yes">
            <source>%n set(s) of whitening statistics read in full and complete.</source>
            <translation>
                <numerusform>已完整读取 %n 组白化统计量，内容完整。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n set(s) of whitening statistics could not be used and were removed (they are estimated again when needed).</source>
            <translation>
                <numerusform>%n 组白化统计量无法使用，已删除（需要时会重新估计）。</numerusform>
            </translation>
        </message>
        <message>
            <source>Sentence vectors file</source>
            <translation>句向量文件</translation>
        </message>
        <message>
            <source>none: the model's own HDF5 file, or the mean of its word vectors</source>
            <translation>无：使用模型自己的 HDF5 文件，或其词向量的均值</translation>
        </message>
        <message>
            <source>STS-B scores sentence pairs: an HDF5 file with /sentences (the STS-B sentences as written) and /sentence_vectors (one row each, the model's dimension). Without it, a static model averages the vectors of a sentence's words; a model of another family has no STS-B number.</source>
            <translation>STS-B 为句对打分：一个 HDF5 文件，含 /sentences（与原文完全一致的 STS-B 句子）和 /sentence_vectors（每句一行，维度与模型相同）。没有该文件时，静态模型取句中各词向量的均值；其他类别的模型没有 STS-B 数值。</translation>
        </message>
        <message>
            <source>Sentence ve&amp;ctors…</source>
            <translation>句向量(&amp;C)…</translation>
        </message>
        <message>
            <source>Choose the sentence vectors file</source>
            <translation>选择句向量文件</translation>
        </message>
        <message>
            <source>STS-B:</source>
            <translation>STS-B：</translation>
        </message>
        <message>
            <source>%1 holds no STS-B sentence vectors (/sentences and /sentence_vectors).</source>
            <translation>%1 不含 STS-B 句向量（/sentences 和 /sentence_vectors）。</translation>
        </message>
        <message>
            <source>Sentence vectors of %1</source>
            <translation>%1 的句向量</translation>
        </message>
        <message>
            <source>HDF5 files (*.h5 *.hdf5 *.he5);;All files (*)</source>
            <translation>HDF5 文件 (*.h5 *.hdf5 *.he5);;所有文件 (*)</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::OptionsPanel</name>
        <message>
            <source>Reference sample for whitening</source>
            <translation>白化所用的参考样本</translation>
        </message>
        <message>
            <source>Reference sample</source>
            <translation>参考样本</translation>
        </message>
        <message>
            <source>The N most frequent words</source>
            <translation>最常用的 N 个词</translation>
        </message>
        <message>
            <source>N words drawn at random</source>
            <translation>随机抽取的 N 个词</translation>
        </message>
        <message>
            <source>The words of a list file</source>
            <translation>词表文件中的词</translation>
        </message>
        <message>
            <source>A separate file of vectors</source>
            <translation>单独的向量文件</translation>
        </message>
        <message>
            <source>Reference sample size</source>
            <translation>参考样本大小</translation>
        </message>
        <message>
            <source>How many vectors to use; all of them if the model has fewer.</source>
            <translation>使用多少个向量；模型向量较少时全部使用。</translation>
        </message>
        <message>
            <source>Reference sample seed</source>
            <translation>参考样本随机种子</translation>
        </message>
        <message>
            <source>the analysis seed</source>
            <translation>分析的随机种子</translation>
        </message>
        <message>
            <source>Seed of the random draw of reference words, so the same words are drawn again.</source>
            <translation>随机抽取参考词所用的种子，以便再次抽到相同的词。</translation>
        </message>
        <message>
            <source>Choose the reference file</source>
            <translation>选择参考文件</translation>
        </message>
        <message>
            <source>Choose the word list or embedding file of reference vectors.</source>
            <translation>选择参考向量的词表或嵌入文件。</translation>
        </message>
        <message>
            <source>Reference file</source>
            <translation>参考文件</translation>
        </message>
        <message>
            <source>A word list (one word per line) or an embedding file of reference vectors, such as sentence vectors for a contextualized model.</source>
            <translation>词表（每行一个词）或参考向量的词嵌入文件，例如上下文模型的句向量。</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>浏览…</translation>
        </message>
        <message>
            <source>&amp;Sample:</source>
            <translation>样本(&amp;S)：</translation>
        </message>
        <message>
            <source>&amp;N:</source>
            <translation>&amp;N：</translation>
        </message>
        <message>
            <source>Dra&amp;w seed:</source>
            <translation>抽样种子(&amp;W)：</translation>
        </message>
        <message>
            <source>File:</source>
            <translation>文件：</translation>
        </message>
        <message>
            <source>Epsilon</source>
            <translation>Epsilon</translation>
        </message>
        <message>
            <source>Added to every eigenvalue before whitening, so that tiny directions are not blown up (the paper: 0.001). Changing it re-whitens only.</source>
            <translation>白化前加到每个特征值上，以免极小方向被过度放大（论文取 0.001）。修改它只会重新白化。</translation>
        </message>
        <message>
            <source>&amp;Epsilon:</source>
            <translation>&amp;Epsilon：</translation>
        </message>
        <message>
            <source>WEAT permutation test</source>
            <translation>WEAT 置换检验</translation>
        </message>
        <message>
            <source>Permutations</source>
            <translation>置换次数</translation>
        </message>
        <message>
            <source>Random partitions drawn when there are too many to enumerate (the paper: 100,000).</source>
            <translation>划分太多无法穷举时随机抽取的划分数（论文取 100,000）。</translation>
        </message>
        <message>
            <source>Exact enumeration limit</source>
            <translation>精确枚举上限</translation>
        </message>
        <message>
            <source>Every partition is counted, for an exact p, when there are at most this many.</source>
            <translation>划分数不超过此值时，枚举每个划分以得到精确 p 值。</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>随机种子</translation>
        </message>
        <message>
            <source>Seed of every random draw, so that the same seed gives the same numbers.</source>
            <translation>所有随机抽取所用的种子，相同的种子给出相同的数值。</translation>
        </message>
        <message>
            <source>Alpha</source>
            <translation>Alpha</translation>
        </message>
        <message>
            <source>A result is significant when p is below alpha; changing it re-classifies at once, without running anything again.</source>
            <translation>p 小于 alpha 时结果显著；修改它会立即重新分类，无需重新运行。</translation>
        </message>
        <message>
            <source>Tie rule</source>
            <translation>平局规则</translation>
        </message>
        <message>
            <source>S_i ≥ S, p = (b + 1)/(N + 1)</source>
            <translation>S_i ≥ S，p = (b + 1)/(N + 1)</translation>
        </message>
        <message>
            <source>S_i &gt; S, p = b/N (paper's equation 4)</source>
            <translation>S_i &gt; S，p = b/N（论文公式 4）</translation>
        </message>
        <message>
            <source>Whether partitions that tie with the observed one count as at least as extreme.</source>
            <translation>与观测划分打平的划分是否算作至少同样极端。</translation>
        </message>
        <message>
            <source>Sidedness</source>
            <translation>单双侧</translation>
        </message>
        <message>
            <source>One-sided</source>
            <translation>单侧</translation>
        </message>
        <message>
            <source>Two-sided</source>
            <translation>双侧</translation>
        </message>
        <message>
            <source>One-sided tests the direction X–A, Y–B as WEAT does; two-sided doubles the smaller tail.</source>
            <translation>单侧检验与 WEAT 一样检验 X–A、Y–B 方向；双侧取较小尾部的两倍。</translation>
        </message>
        <message>
            <source>Also run WordSim-353 and SimLex-999</source>
            <translation>同时运行 WordSim-353 和 SimLex-999</translation>
        </message>
        <message>
            <source>Word-similarity benchmarks, raw and whitened, to see that whitening keeps meaning (the paper's Table 3).</source>
            <translation>词相似度基准，原始与白化后，用于确认白化保留了语义（论文表 3）。</translation>
        </message>
        <message>
            <source>&amp;Permutations:</source>
            <translation>置换次数(&amp;P)：</translation>
        </message>
        <message>
            <source>E&amp;xact up to:</source>
            <translation>精确枚举上限(&amp;X)：</translation>
        </message>
        <message>
            <source>S&amp;eed:</source>
            <translation>随机种子(&amp;E)：</translation>
        </message>
        <message>
            <source>&amp;Alpha:</source>
            <translation>&amp;Alpha：</translation>
        </message>
        <message>
            <source>&amp;Ties:</source>
            <translation>平局(&amp;T)：</translation>
        </message>
        <message>
            <source>Si&amp;des:</source>
            <translation>单双侧(&amp;D)：</translation>
        </message>
        <message>
            <source>&amp;Paper protocol</source>
            <translation>论文方案(&amp;P)</translation>
        </message>
        <message>
            <source>Every option back to the paper's: top 100,000 words, epsilon 0.001, 100,000 permutations, seed 42, alpha 0.05, ties counted, one-sided.</source>
            <translation>将所有选项恢复为论文设置：最常用的 100,000 个词、epsilon 0.001、100,000 次置换、随机种子 42、alpha 0.05、计入平局、单侧。</translation>
        </message>
        <message>
            <source>Use for &amp;new studies</source>
            <translation>用于新研究(&amp;N)</translation>
        </message>
        <message>
            <source>New studies start with these options.</source>
            <translation>新研究将使用这些选项。</translation>
        </message>
        <message>
            <source>Results are kept by the inputs that decide them: changing alpha re-classifies at once, changing epsilon re-whitens only, and Run computes just what is missing.</source>
            <translation>结果按决定它们的输入保存：修改 alpha 会立即重新分类，修改 epsilon 只会重新白化，“运行”只计算尚缺的部分。</translation>
        </message>
        <message>
            <source>These are the paper's settings.</source>
            <translation>这些是论文的设置。</translation>
        </message>
        <message>
            <source>These differ from the paper's settings.</source>
            <translation>这些与论文的设置不同。</translation>
        </message>
        <message>
            <source>The reference vectors in each model's file</source>
            <translation>各模型文件中的参考向量</translation>
        </message>
        <message>
            <source>Which vectors the whitening's mean and covariance are estimated from; the paper uses the 100,000 most frequent words (the first rows of the file) for static models, and sentence-level vectors (an HDF5 file's /reference) for contextualized ones.</source>
            <translation>用哪些向量估计白化的均值和协方差；论文对静态模型使用最常用的 100,000 个词（文件的前若干行），对上下文模型使用句子级向量（HDF5 文件中的 /reference）。</translation>
        </message>
        <message>
            <source>Bootstrap resamples for the confidence intervals of d</source>
            <translation>d 置信区间的自助法重抽样次数</translation>
        </message>
        <message>
            <source>no intervals</source>
            <translation>不计算区间</translation>
        </message>
        <message>
            <source>Confidence interval of every effect size d: the words of X and Y are resampled with replacement this many times and d recomputed from their associations (percentile interval; the same resamples raw and whitened). Shown in the results table and as error bars in the scatter; 0 turns them off. Changing it runs nothing again.</source>
            <translation>每个效应量 d 的置信区间：对 X 和 Y 的词有放回地重抽样这么多次，并由其关联值重新计算 d（百分位区间；原始与白化后使用相同的重抽样）。显示在结果表中，并作为散点图中的误差线；0 表示关闭。更改它不会重新运行任何计算。</translation>
        </message>
        <message>
            <source>Confidence level of the intervals</source>
            <translation>区间的置信水平</translation>
        </message>
        <message>
            <source>Coverage of the bootstrap intervals of d (default 95%).</source>
            <translation>d 的自助法区间的覆盖率（默认 95%）。</translation>
        </message>
        <message>
            <source>&amp;Bootstrap:</source>
            <translation>自助法(&amp;B)：</translation>
        </message>
        <message>
            <source>&amp;Confidence:</source>
            <translation>置信水平(&amp;C)：</translation>
        </message>
        <message>
            <source>Also run WordSim-353, SimLex-999 and STS-B</source>
            <translation>同时运行 WordSim-353、SimLex-999 和 STS-B</translation>
        </message>
        <message>
            <source>Similarity benchmarks of word pairs and of sentence pairs, raw and whitened, to see that whitening keeps meaning (the paper's Table 3).</source>
            <translation>词对与句对的相似度基准，原始与白化后，用以检验白化是否保留语义（论文表 3）。</translation>
        </message>
        <message>
            <source>STS-B split</source>
            <translation>STS-B 划分</translation>
        </message>
        <message>
            <source>Test, %1 sentence pairs</source>
            <translation>测试集，%1 个句对</translation>
        </message>
        <message>
            <source>Dev, %1 sentence pairs</source>
            <translation>开发集，%1 个句对</translation>
        </message>
        <message>
            <source>Train, %1 sentence pairs</source>
            <translation>训练集，%1 个句对</translation>
        </message>
        <message>
            <source>Which part of the STS Benchmark (Cer et al. 2017) is scored; the paper uses the test split.</source>
            <translation>对 STS Benchmark（Cer 等，2017）的哪一部分打分；论文使用测试集。</translation>
        </message>
        <message>
            <source>STS-B spl&amp;it:</source>
            <translation>STS-B 划分(&amp;I)：</translation>
        </message>
        <message>
            <source>Every option back to the paper's: top 100,000 words, epsilon 0.001, 100,000 permutations, seed 42, alpha 0.05, ties counted, one-sided, STS-B's test split.</source>
            <translation>将所有选项恢复为论文设置：最常用的 100,000 个词、epsilon 0.001、100,000 次置换、随机种子 42、alpha 0.05、计入平局、单侧、STS-B 测试集。</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::PreferencesDialog</name>
        <message>
            <source>Preferences</source>
            <translation>首选项</translation>
        </message>
        <message>
            <source>The language of the window, and how it writes numbers</source>
            <translation>窗口的语言及数字格式</translation>
        </message>
        <message>
            <source>Numbers in the window follow the language (German: 0,87). Exported files (CSV, JSON, results.json, report.md) always use a decimal point.</source>
            <translation>窗口中的数字格式随语言而定（德语：0,87）。导出的文件（CSV、JSON、results.json、report.md）始终使用小数点。</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>语言(&amp;L)：</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ResultsPanel</name>
        <message>
            <source>Filter by model, suite, category…</source>
            <translation>按模型、测试套件、类别筛选…</translation>
        </message>
        <message>
            <source>Filter results</source>
            <translation>筛选结果</translation>
        </message>
        <message>
            <source>Show only one change class</source>
            <translation>只显示一种变化类别</translation>
        </message>
        <message>
            <source>All changes</source>
            <translation>所有变化</translation>
        </message>
        <message>
            <source>Stable</source>
            <translation>稳定</translation>
        </message>
        <message>
            <source>Disappearing</source>
            <translation>消失</translation>
        </message>
        <message>
            <source>Emerging</source>
            <translation>新出现</translation>
        </message>
        <message>
            <source>Not run</source>
            <translation>未运行</translation>
        </message>
        <message>
            <source>Copy</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Export table</source>
            <translation>导出表格</translation>
        </message>
        <message>
            <source>CSV…</source>
            <translation>CSV…</translation>
        </message>
        <message>
            <source>JSON…</source>
            <translation>JSON…</translation>
        </message>
        <message>
            <source>LaTeX…</source>
            <translation>LaTeX…</translation>
        </message>
        <message>
            <source>WEAT results</source>
            <translation>WEAT 结果</translation>
        </message>
        <message>
            <source>Anisotropy results</source>
            <translation>各向异性结果</translation>
        </message>
        <message>
            <source>Word similarity results</source>
            <translation>词相似度结果</translation>
        </message>
        <message>
            <source>WEAT (Table A1)</source>
            <translation>WEAT（表 A1）</translation>
        </message>
        <message>
            <source>Anisotropy (Table 2)</source>
            <translation>各向异性（表 2）</translation>
        </message>
        <message>
            <source>Word similarity (Table 3)</source>
            <translation>词相似度（表 3）</translation>
        </message>
        <message>
            <source>Double-click a row for every word's association and the permutation distribution</source>
            <translation>双击一行可查看每个词的关联和置换分布</translation>
        </message>
        <message>
            <source>No results yet. Add models, choose suites and press Run (Ctrl+R).</source>
            <translation>尚无结果。请添加模型、选择测试套件并按“运行”（Ctrl+R）。</translation>
        </message>
        <message>
            <source>%1 Stable, %2 Disappearing, %3 Emerging of %4</source>
            <translation>%4 个中：%1 个稳定，%2 个消失，%3 个新出现</translation>
        </message>
        <message>
            <source>No WEAT results yet</source>
            <translation>尚无 WEAT 结果</translation>
        </message>
        <message>
            <source>%1, %2, %3 of %4 model-suite results at alpha %5</source>
            <translation>%4 个模型-测试套件结果中（alpha = %5）：%1，%2，%3</translation>
        </message>
        <message numerus="yes">
            <source> (%n undefined)</source>
            <translation>
                <numerusform>（%n 个无定义）</numerusform>
            </translation>
        </message>
        <message>
            <source>Multiple-testing correction</source>
            <translation>多重检验校正</translation>
        </message>
        <message>
            <source>Adjust p across the suites of each model, raw and whitened separately; the change classes then use the adjusted p, shown beside the unadjusted ones</source>
            <translation>在每个模型的各测试套件之间校正 p，原始与白化后分别进行；变化类别随后使用校正后的 p，并与未校正的 p 并列显示</translation>
        </message>
        <message>
            <source>No correction</source>
            <translation>不校正</translation>
        </message>
        <message>
            <source>Holm</source>
            <translation>Holm</translation>
        </message>
        <message>
            <source>Benjamini-Hochberg</source>
            <translation>Benjamini-Hochberg</translation>
        </message>
        <message>
            <source>, Holm-adjusted</source>
            <translation>，Holm 校正</translation>
        </message>
        <message>
            <source>, Benjamini-Hochberg-adjusted</source>
            <translation>，Benjamini-Hochberg 校正</translation>
        </message>
        <message>
            <source>WEAT effect sizes, raw and after ZCA whitening</source>
            <translation>WEAT 效应量：原始向量与 ZCA 白化后</translation>
        </message>
        <message>
            <source>Anisotropy before and after whitening</source>
            <translation>白化前后的各向异性</translation>
        </message>
        <message>
            <source>Word similarity, raw and after whitening</source>
            <translation>词语相似度：原始向量与白化后</translation>
        </message>
        <message>
            <source>Copy the selected rows, or the whole table (Ctrl+C): tab-separated numbers at full precision for a spreadsheet, and a table as shown for a word processor</source>
            <translation>复制所选的行或整个表格（Ctrl+C）：供电子表格使用的以制表符分隔的全精度数字，以及供文字处理软件使用的与屏幕显示一致的表格</translation>
        </message>
        <message>
            <source>Measure</source>
            <translation>度量</translation>
        </message>
        <message>
            <source>The association measure of the first table: WEAT, or one of the cosine-based measures of WEFE (RND, MAC, ECT, RIPA, RNSB), each raw and whitened</source>
            <translation>第一个表格的关联度量：WEAT，或 WEFE 的某个基于余弦的度量（RND、MAC、ECT、RIPA、RNSB），均显示原始与白化值</translation>
        </message>
        <message>
            <source>Measure results</source>
            <translation>度量结果</translation>
        </message>
        <message>
            <source>Double-click a row for the measure's value of every word</source>
            <translation>双击一行查看每个词的度量值</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>白化</translation>
        </message>
        <message>
            <source>%1, raw and after whitening</source>
            <translation>%1，原始与白化后</translation>
        </message>
        <message>
            <source>Similarity results: words and sentences</source>
            <translation>相似度结果：词与句子</translation>
        </message>
        <message>
            <source>Similarity (Table 3)</source>
            <translation>相似度（表 3）</translation>
        </message>
        <message>
            <source>Word and sentence similarity, raw and after whitening</source>
            <translation>词与句子相似度，原始与白化后</translation>
        </message>
        <message numerus="yes">
            <source>; %n computed raw only, whitened not yet for the current settings</source>
            <translation>
                <numerusform>；%n 个仅计算了原始值，当前设置下的白化值尚未计算</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ScWeatPage</name>
        <message>
            <source>One word per line, or separated by commas</source>
            <translation>每行一个词，或用逗号分隔</translation>
        </message>
        <message>
            <source>Each target word is tested on its own against A and B.</source>
            <translation>每个目标词单独与 A 和 B 进行检验。</translation>
        </message>
        <message>
            <source>Attribute words, separated by commas</source>
            <translation>属性词，用逗号分隔</translation>
        </message>
        <message>
            <source>&amp;Run SC-WEAT</source>
            <translation>运行 SC-WEAT(&amp;R)</translation>
        </message>
        <message>
            <source>SC-WEAT results</source>
            <translation>SC-WEAT 结果</translation>
        </message>
        <message>
            <source>CSV…</source>
            <translation>CSV…</translation>
        </message>
        <message>
            <source>JSON…</source>
            <translation>JSON…</translation>
        </message>
        <message>
            <source>Export figure…</source>
            <translation>导出图表…</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>模型(&amp;M)：</translation>
        </message>
        <message>
            <source>&amp;Target words:</source>
            <translation>目标词(&amp;T)：</translation>
        </message>
        <message>
            <source>&amp;Attributes:</source>
            <translation>属性(&amp;A)：</translation>
        </message>
        <message>
            <source>Name of A:</source>
            <translation>A 的名称：</translation>
        </message>
        <message>
            <source>Words of A:</source>
            <translation>A 的词语：</translation>
        </message>
        <message>
            <source>Name of B:</source>
            <translation>B 的名称：</translation>
        </message>
        <message>
            <source>Words of B:</source>
            <translation>B 的词语：</translation>
        </message>
        <message>
            <source>Export table:</source>
            <translation>导出表格：</translation>
        </message>
        <message>
            <source>Typed below</source>
            <translation>在下方输入</translation>
        </message>
        <message>
            <source>From suite %1: %2 vs %3</source>
            <translation>来自测试套件 %1：%2 对 %3</translation>
        </message>
        <message>
            <source>The study has no models: add one on the Models page, then run.</source>
            <translation>研究中没有模型：请在“模型”页面添加一个，然后运行。</translation>
        </message>
        <message>
            <source>Type at least one target word.</source>
            <translation>请至少输入一个目标词。</translation>
        </message>
        <message>
            <source>Type the words of A and of B, or take them from a suite.</source>
            <translation>请输入 A 和 B 的词语，或从测试套件中选取。</translation>
        </message>
        <message>
            <source>None of the target words is in the vocabulary of %1: %2.</source>
            <translation>没有目标词在 %1 的词汇表中：%2。</translation>
        </message>
        <message>
            <source>No word of %1 is in the vocabulary of %2: %3.</source>
            <translation>%1 中没有词在 %2 的词汇表中：%3。</translation>
        </message>
        <message>
            <source>SC-WEAT</source>
            <translation>SC-WEAT</translation>
        </message>
        <message>
            <source>Done in %1 s: %2 target words against %3 (%4 words) and %5 (%6 words).</source>
            <translation>用时 %1 秒完成：%2 个目标词，对 %3（%4 个词）和 %5（%6 个词）。</translation>
        </message>
        <message>
            <source>target words</source>
            <translation>目标词</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Not in the vocabulary of %1 (left out): %2</source>
            <translation>不在 %1 的词汇表中（已略去）：%2</translation>
        </message>
        <message>
            <source>The study's options changed since this run: run it again to bring it up to date.</source>
            <translation>自此次运行以来，研究的选项已更改：请重新运行以更新结果。</translation>
        </message>
        <message>
            <source>SC-WEAT model</source>
            <translation>SC-WEAT 模型</translation>
        </message>
        <message>
            <source>Target words</source>
            <translation>目标词</translation>
        </message>
        <message>
            <source>Attributes</source>
            <translation>属性</translation>
        </message>
        <message>
            <source>Name of A</source>
            <translation>A 的名称</translation>
        </message>
        <message>
            <source>Words of A</source>
            <translation>A 的词语</translation>
        </message>
        <message>
            <source>Name of B</source>
            <translation>B 的名称</translation>
        </message>
        <message>
            <source>Words of B</source>
            <translation>B 的词语</translation>
        </message>
        <message>
            <source>Cancel SC-WEAT</source>
            <translation>取消 SC-WEAT</translation>
        </message>
        <message>
            <source>SC-WEAT progress</source>
            <translation>SC-WEAT 进度</translation>
        </message>
        <message>
            <source>SC-WEAT status</source>
            <translation>SC-WEAT 状态</translation>
        </message>
        <message>
            <source>Words not in the vocabulary</source>
            <translation>不在词表中的词</translation>
        </message>
        <message>
            <source>Export the SC-WEAT table as CSV</source>
            <translation>将 SC-WEAT 表导出为 CSV</translation>
        </message>
        <message>
            <source>Export the SC-WEAT table as JSON</source>
            <translation>将 SC-WEAT 表导出为 JSON</translation>
        </message>
        <message>
            <source>Export the SC-WEAT figure</source>
            <translation>导出 SC-WEAT 图</translation>
        </message>
        <message>
            <source>Not in the vocabulary, from subwords (fastText n-gram vectors): %1</source>
            <translation>不在词表中，由子词构成（fastText n-gram 向量）：%1</translation>
        </message>
        <message>
            <source>SC-WEAT figure</source>
            <translation>SC-WEAT 图</translation>
        </message>
        <message>
            <source>Each target word w against A and B: d = (mean cos(w, a) − mean cos(w, b)) / SD of its cosines with A ∪ B, p from re-partitions of A ∪ B; raw and after ZCA whitening with the study's reference sample and ε. With the paper's one-sided p, p asks whether w is closer to A than to B: a p near 1 means that it leans towards B, not that it has no association.</source>
            <translation>每个目标词 w 对比 A 和 B：d = (与 a 的平均 cos(w, a) − 与 b 的平均 cos(w, b)) / 其与 A ∪ B 余弦的标准差，p 来自 A ∪ B 的重新划分；分别在原始向量和使用本研究参考样本与 ε 进行 ZCA 白化后计算。按论文的单侧 p，p 检验的是 w 是否更接近 A 而非 B：p 接近 1 表示它偏向 B，而不是没有关联。</translation>
        </message>
        <message>
            <source>Each target word w against A and B: d = (mean cos(w, a) − mean cos(w, b)) / SD of its cosines with A ∪ B, p from re-partitions of A ∪ B; raw and after ZCA whitening with the study's reference sample and ε.</source>
            <translation>每个目标词 w 对 A 和 B：d = （cos(w, a) 的均值 − cos(w, b) 的均值）/ 其与 A ∪ B 余弦的标准差，p 来自 A ∪ B 的重新划分；分别在原始空间和使用研究的参考样本与 ε 进行 ZCA 白化后计算。</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ScWeatTableModel</name>
        <message>
            <source>The target word, tested on its own</source>
            <translation>单独检验的目标词</translation>
        </message>
        <message>
            <source>Word</source>
            <translation>词</translation>
        </message>
        <message>
            <source>(mean cos with A − mean cos with B) / SD of the cosines, on the vectors as they are</source>
            <translation>（与 A 的平均余弦 − 与 B 的平均余弦）/ 余弦的标准差，基于原始向量</translation>
        </message>
        <message>
            <source>Raw d</source>
            <translation>原始 d</translation>
        </message>
        <message>
            <source>Permutation p-value over re-partitions of A ∪ B, raw</source>
            <translation>基于 A ∪ B 重新划分的置换检验 p 值（原始）</translation>
        </message>
        <message>
            <source>Raw p</source>
            <translation>原始 p</translation>
        </message>
        <message>
            <source>The effect size after ZCA whitening</source>
            <translation>ZCA 白化后的效应量</translation>
        </message>
        <message>
            <source>Whitened d</source>
            <translation>白化后 d</translation>
        </message>
        <message>
            <source>Permutation p-value after ZCA whitening</source>
            <translation>ZCA 白化后置换检验的 p 值</translation>
        </message>
        <message>
            <source>Whitened p</source>
            <translation>白化后 p</translation>
        </message>
        <message>
            <source>Stable: significant in both spaces or in neither. Disappearing: significant only raw. Emerging: significant only whitened.</source>
            <translation>稳定：在两个空间中都显著或都不显著。消失：仅原始显著。新出现：仅白化后显著。</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>变化</translation>
        </message>
        <message>
            <source>Mean cosine of the word with the words of %1, raw</source>
            <translation>该词与 %1 中词语的平均余弦（原始）</translation>
        </message>
        <message>
            <source>cos A (raw)</source>
            <translation>cos A（原始）</translation>
        </message>
        <message>
            <source>cos B (raw)</source>
            <translation>cos B（原始）</translation>
        </message>
        <message>
            <source>%1
(one-sided, → %2)</source>
            <translation>%1
（单侧，→ %2）</translation>
        </message>
        <message>
            <source>%1
(two-sided)</source>
            <translation>%1
（双侧）</translation>
        </message>
        <message>
            <source>One-sided: is the word closer to %1 than to %2? A p near 1 means that it leans towards %2 (d &lt; 0), not that it has no association.</source>
            <translation>单侧：该词是否更接近 %1 而非 %2？p 接近 1 表示它偏向 %2（d &lt; 0），而不是没有关联。</translation>
        </message>
        <message>
            <source>Two-sided: twice the smaller tail, capped at 1.</source>
            <translation>双侧：较小尾部概率的两倍，上限为 1。</translation>
        </message>
        <message>
            <source>Two-sided p that %1 is closer to one of %2 and %3 than to the other: %4.</source>
            <translation>%1 更接近 %2 与 %3 中某一方的双侧 p：%4。</translation>
        </message>
        <message>
            <source>One-sided p that %1 is closer to %2 than to %3: %4. The other direction (closer to %3): p = %5.</source>
            <translation>%1 更接近 %2 而非 %3 的单侧 p：%4。另一方向（更接近 %3）：p = %5。</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::SensitivityPage</name>
        <message>
            <source>Bootstrap %1% intervals: raw %2, whitened %3.</source>
            <translation>自助法 %1% 区间：原始 %2，白化后 %3。</translation>
        </message>
        <message>
            <source>p &lt; %1</source>
            <translation>p &lt; %1</translation>
        </message>
        <message>
            <source>p = %1</source>
            <translation>p = %1</translation>
        </message>
        <message>
            <source>&amp;Run sensitivity</source>
            <translation>运行敏感性分析(&amp;R)</translation>
        </message>
        <message>
            <source>Export figure…</source>
            <translation>导出图表…</translation>
        </message>
        <message>
            <source>Export all four…</source>
            <translation>导出全部四张…</translation>
        </message>
        <message>
            <source>&amp;Model:</source>
            <translation>模型(&amp;M)：</translation>
        </message>
        <message>
            <source>&amp;Suite:</source>
            <translation>测试套件(&amp;S)：</translation>
        </message>
        <message>
            <source>Reference &amp;draws R:</source>
            <translation>参考抽取次数 R(&amp;D)：</translation>
        </message>
        <message>
            <source>&amp;Bootstrap resamples B:</source>
            <translation>自助重抽样次数 B(&amp;B)：</translation>
        </message>
        <message>
            <source>&amp;Components k:</source>
            <translation>主成分数 k(&amp;C)：</translation>
        </message>
        <message>
            <source>Epsilon</source>
            <translation>Epsilon</translation>
        </message>
        <message>
            <source>Reference sample</source>
            <translation>参考样本</translation>
        </message>
        <message>
            <source>Bootstrap</source>
            <translation>自助法</translation>
        </message>
        <message>
            <source>Components</source>
            <translation>主成分</translation>
        </message>
        <message>
            <source>Choose a model and a suite, then run: the effect size over a sweep of ε, over reference samples of other sizes and R random draws, its bootstrap interval over the target words, and its change when each of the top k principal components is projected out.</source>
            <translation>选择模型和测试套件后运行：效应量随 ε 扫描的变化、随不同大小的参考样本及 R 次随机抽取的变化、基于目标词的自助法区间，以及逐一投影去除前 k 个主成分时的变化。</translation>
        </message>
        <message>
            <source>Ready.</source>
            <translation>就绪。</translation>
        </message>
        <message>
            <source>Sensitivity of %1</source>
            <translation>%1 的敏感性</translation>
        </message>
        <message>
            <source>%1 could not run on %2: %3</source>
            <translation>%1 无法在 %2 上运行：%3</translation>
        </message>
        <message>
            <source>Done in %1 s.</source>
            <translation>用时 %1 秒完成。</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1, %2&lt;/b&gt;: raw d = %3 (%4), whitened d = %5 (%6) at ε = %7 — &lt;b&gt;%8&lt;/b&gt;.</source>
            <translation>&lt;b&gt;%1，%2&lt;/b&gt;：原始 d = %3（%4），ε = %7 时白化后 d = %5（%6）— &lt;b&gt;%8&lt;/b&gt;。</translation>
        </message>
        <message>
            <source>Whitened result significant at %1 of %2 values of ε from %3 to %4.</source>
            <translation>在 %3 至 %4 之间的 %2 个 ε 值中，白化后结果在 %1 个值上显著。</translation>
        </message>
        <message>
            <source>Cancel the sensitivity analysis</source>
            <translation>取消敏感性分析</translation>
        </message>
        <message>
            <source>Sensitivity model</source>
            <translation>敏感性分析的模型</translation>
        </message>
        <message>
            <source>Sensitivity suite</source>
            <translation>敏感性分析的测试套件</translation>
        </message>
        <message>
            <source>Reference draws R</source>
            <translation>参考抽取次数 R</translation>
        </message>
        <message>
            <source>Bootstrap resamples B</source>
            <translation>自助重抽样次数 B</translation>
        </message>
        <message>
            <source>Components k</source>
            <translation>主成分数 k</translation>
        </message>
        <message>
            <source>Sensitivity progress</source>
            <translation>敏感性分析进度</translation>
        </message>
        <message>
            <source>Sensitivity status</source>
            <translation>敏感性分析状态</translation>
        </message>
        <message>
            <source>Sensitivity summary</source>
            <translation>敏感性分析摘要</translation>
        </message>
        <message>
            <source>Sensitivity figures</source>
            <translation>敏感性分析图</translation>
        </message>
        <message>
            <source>The study's options or suites changed since this analysis: run it again to bring it up to date.</source>
            <translation>自此次分析以来，研究的选项或测试套件已更改：请重新运行以更新结果。</translation>
        </message>
        <message>
            <source>Whitening estimated again on %1 reference samples of %2 words each, drawn at random from the %3 words available: whitened d %4 ± %5 (range %6 to %7); the class differs from %8 in %9 of them.</source>
            <translation>在 %1 个参考样本（每个 %2 个词，从 %3 个可用词中随机抽取）上重新估计白化：白化后 d 为 %4 ± %5（范围 %6 至 %7）；其中 %9 个的类别与 %8 不同。</translation>
        </message>
        <message>
            <source>%1 random reference draws of %2: whitened d %3 ± %4 (range %5 to %6); the class differs from %7 in %8 of them.</source>
            <translation>%1 次随机参考抽取，每次 %2 个：白化后 d 为 %3 ± %4（范围 %5 至 %6）；其中 %8 次的类别与 %7 不同。</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::SimilarityTableModel</name>
        <message>
            <source>%1 of %2 pairs have both words in the vocabulary</source>
            <translation>%2 个词对中有 %1 个的两个词都在词表中</translation>
        </message>
        <message>
            <source>Paired bootstrap, %1 resamples, seed %2</source>
            <translation>配对自助法，%1 次重抽样，随机种子 %2</translation>
        </message>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Benchmark</source>
            <translation>基准</translation>
        </message>
        <message>
            <source>Pairs used</source>
            <translation>使用的词对</translation>
        </message>
        <message>
            <source>Raw ρ</source>
            <translation>原始 ρ</translation>
        </message>
        <message>
            <source>Whitened ρ</source>
            <translation>白化后 ρ</translation>
        </message>
        <message>
            <source>Δρ</source>
            <translation>Δρ</translation>
        </message>
        <message>
            <source>Bootstrap p</source>
            <translation>自助法 p</translation>
        </message>
        <message>
            <source>Spearman rank correlation of cosine similarity with the human scores, raw</source>
            <translation>余弦相似度与人工评分的 Spearman 秩相关，原始</translation>
        </message>
        <message>
            <source>The same after ZCA whitening</source>
            <translation>ZCA 白化后的相同指标</translation>
        </message>
        <message>
            <source>Whitened ρ minus raw ρ</source>
            <translation>白化后 ρ 减去原始 ρ</translation>
        </message>
        <message>
            <source>Two-sided p of the difference, from a paired bootstrap over pairs</source>
            <translation>差值的双侧 p 值，由对词对的配对自助法得到</translation>
        </message>
        <message>
            <source>No resample of %1 put the difference on the other side of zero: p is below %2, the smallest p other than 0 that so many resamples can give.</source>
            <translation>%1 次重抽样中没有一次使差值落在零的另一侧：p 小于 %2，即这么多次重抽样能给出的除 0 以外的最小 p。</translation>
        </message>
        <message>
            <source>%1 of %2 sentence pairs have both sentences among the sentence vectors</source>
            <translation>%2 个句对中有 %1 个的两个句子都在句向量中</translation>
        </message>
        <message>
            <source>%1 of %2 sentence pairs have a word of the vocabulary in both sentences</source>
            <translation>%2 个句对中有 %1 个的两个句子都含有词表中的词</translation>
        </message>
        <message>
            <source>The cosine of the two word vectors</source>
            <translation>两个词向量的余弦</translation>
        </message>
        <message>
            <source>A sentence is the mean of the vectors of its words (letters and digits, looked up as the WEAT words); whitened, the mean of the whitened word vectors</source>
            <translation>句子取其各词向量的均值（字母与数字，按 WEAT 词的方式查找）；白化后取白化词向量的均值</translation>
        </message>
        <message>
            <source>Sentence vectors from %1, matched by the exact text of each sentence and whitened with the model's whitening</source>
            <translation>来自 %1 的句向量，按每个句子的原文精确匹配，并用模型的白化处理</translation>
        </message>
        <message>
            <source>STS-B needs a vector for each sentence: a model that is not static gets none from its word vectors. Add sentence vectors (/sentences and /sentence_vectors) on the Models page.</source>
            <translation>STS-B 需要每个句子的向量：非静态模型无法从词向量得到。请在“模型”页面添加句向量（/sentences 和 /sentence_vectors）。</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>word vectors</source>
            <translation>词向量</translation>
        </message>
        <message>
            <source>mean of the word vectors</source>
            <translation>词向量均值</translation>
        </message>
        <message>
            <source>sentence vectors (%1)</source>
            <translation>句向量（%1）</translation>
        </message>
        <message>
            <source>not measured: needs sentence vectors</source>
            <translation>未测量：需要句向量</translation>
        </message>
        <message>
            <source>test</source>
            <translation>测试集</translation>
        </message>
        <message>
            <source>dev</source>
            <translation>开发集</translation>
        </message>
        <message>
            <source>train</source>
            <translation>训练集</translation>
        </message>
        <message>
            <source>Measured with</source>
            <translation>测量方式</translation>
        </message>
        <message>
            <source>What the similarity of a pair is the cosine of</source>
            <translation>句对或词对的相似度取自哪种向量的余弦</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::StartPage</name>
        <message>
            <source>They hold little beyond the WEAT words (the word2vec subset has no “doctor” or “nurse”), so a suite of your own loses words there. For your own words, add a full model: GloVe 6B from nlp.stanford.edu/projects/glove, for example.</source>
            <translation>它们几乎只包含 WEAT 词（word2vec 子集中没有“doctor”或“nurse”），因此自己的测试套件在这里会丢失词语。若要使用自己的词，请添加完整模型，例如来自 nlp.stanford.edu/projects/glove 的 GloVe 6B。</translation>
        </message>
        <message>
            <source>What the demo models hold</source>
            <translation>演示模型包含的内容</translation>
        </message>
        <message>
            <source>Isoscope</source>
            <translation>Isoscope</translation>
        </message>
        <message>
            <source>Version %1</source>
            <translation>版本 %1</translation>
        </message>
        <message>
            <source>Isoscope measures bias in word embeddings with the Word Embedding Association Test (WEAT) of Caliskan, Bryson and Narayanan (2017). In most embeddings all word vectors crowd into a narrow cone, and this shared geometry (anisotropy) can make associations look stronger or weaker than they are. Isoscope therefore runs every test twice, on the vectors as they are and after ZCA whitening, which removes that geometry, and reports both results side by side, as “Calibrating WEAT Against Anisotropy” (AIES 2026) recommends.</source>
            <translation>Isoscope 使用 Caliskan、Bryson 和 Narayanan（2017）提出的词嵌入关联测试（WEAT）测量词嵌入中的偏见。在大多数词嵌入中，所有词向量都挤在一个狭窄的锥体内，这种共同的几何结构（各向异性）会使关联看起来比实际更强或更弱。因此，Isoscope 对每项测试运行两次：一次在原始向量上，一次在消除这种几何结构的 ZCA 白化之后，并按照《Calibrating WEAT Against Anisotropy》（AIES 2026）的建议将两种结果并列呈现。</translation>
        </message>
        <message>
            <source>Open the &amp;demo study</source>
            <translation>打开示例研究(&amp;D)</translation>
        </message>
        <message>
            <source>The two demo models with the ten built-in suites and the paper's settings, ready to run</source>
            <translation>两个示例模型，配有十个内置测试套件和论文的设置，可直接运行</translation>
        </message>
        <message>
            <source>&amp;New study</source>
            <translation>新建研究(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Open study…</source>
            <translation>打开研究(&amp;O)…</translation>
        </message>
        <message>
            <source>Built-in WEAT suites</source>
            <translation>内置 WEAT 测试套件</translation>
        </message>
        <message>
            <source>The ten tests of Caliskan et al. (2017). Each compares two target word sets, X and Y, with two attribute word sets, A and B; the last four columns give the number of words in each set.</source>
            <translation>Caliskan 等人（2017）的十项测试。每项测试将两个目标词集 X 和 Y 与两个属性词集 A 和 B 进行比较；最后四列给出每个词集的词数。</translation>
        </message>
        <message>
            <source>Demo models</source>
            <translation>示例模型</translation>
        </message>
        <message>
            <source>Two small subsets of real embeddings, GloVe 6B and word2vec Google News, that cover the WEAT words and come with Isoscope for trying it out. PROVENANCE.md in the data folder says where they come from.</source>
            <translation>两个真实词嵌入（GloVe 6B 和 word2vec Google News）的小型子集，涵盖 WEAT 用词，随 Isoscope 提供以供试用。数据文件夹中的 PROVENANCE.md 说明了它们的来源。</translation>
        </message>
        <message>
            <source>Recent studies: %1</source>
            <translation>最近的研究：%1</translation>
        </message>
        <message>
            <source>The built-in data (WEAT suites, benchmarks, demo models) was not found. Isoscope looks in the folder named by the environment variable ISOSCOPE_DATA_DIR, then in share/isoscope next to the program's folder, then where Isoscope was installed. Reinstall Isoscope, or set ISOSCOPE_DATA_DIR to the folder that holds suites/weat_suites.json.</source>
            <translation>未找到内置数据（WEAT 测试套件、基准、示例模型）。Isoscope 依次在环境变量 ISOSCOPE_DATA_DIR 指定的文件夹、程序文件夹旁的 share/isoscope 以及 Isoscope 的安装位置中查找。请重新安装 Isoscope，或将 ISOSCOPE_DATA_DIR 设为包含 suites/weat_suites.json 的文件夹。</translation>
        </message>
        <message>
            <source>Built-in data: %1</source>
            <translation>内置数据：%1</translation>
        </message>
        <message>
            <source>The built-in suites could not be read. %1</source>
            <translation>无法读取内置测试套件。%1</translation>
        </message>
        <message>
            <source>Loading…</source>
            <translation>加载中…</translation>
        </message>
        <message>
            <source>The demo model %1 could not be read. %2</source>
            <translation>无法读取示例模型 %1。%2</translation>
        </message>
        <message>
            <source>The demo models could not be read. %1</source>
            <translation>无法读取演示模型。%1</translation>
        </message>
        <message>
            <source>&amp;Lesson…</source>
            <translation>课程(&amp;L)…</translation>
        </message>
        <message>
            <source>A guided lesson on the demo models, for a class that has never heard of WEAT</source>
            <translation>基于示例模型的引导课程，适合从未听说过 WEAT 的班级</translation>
        </message>
        <message>
            <source>Anisotropy &amp;playground…</source>
            <translation>各向异性演示场(&amp;P)…</translation>
        </message>
        <message>
            <source>Drag the points of a toy embedding and watch the cosines before and after whitening</source>
            <translation>拖动一个玩具嵌入中的点，观察白化前后的余弦</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::Study</name>
        <message>
            <source>model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>Untitled study</source>
            <translation>未命名研究</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::SuiteTableModel</name>
        <message numerus="yes">
            <source>%1: %n word(s)</source>
            <translation>
                <numerusform>%1：%n 个词</numerusform>
            </translation>
        </message>
        <message>
            <source>ID</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>|X|</source>
            <translation>|X|</translation>
        </message>
        <message>
            <source>|Y|</source>
            <translation>|Y|</translation>
        </message>
        <message>
            <source>|A|</source>
            <translation>|A|</translation>
        </message>
        <message>
            <source>|B|</source>
            <translation>|B|</translation>
        </message>
        <message>
            <source>Words in the first target set, X</source>
            <translation>第一个目标词集 X 的词数</translation>
        </message>
        <message>
            <source>Words in the second target set, Y</source>
            <translation>第二个目标词集 Y 的词数</translation>
        </message>
        <message>
            <source>Words in the first attribute set, A</source>
            <translation>第一个属性词集 A 的词数</translation>
        </message>
        <message>
            <source>Words in the second attribute set, B</source>
            <translation>第二个属性词集 B 的词数</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::SuitesPanel</name>
        <message>
            <source>Suites of the study</source>
            <translation>研究中的测试套件</translation>
        </message>
        <message>
            <source>&amp;New suite</source>
            <translation>新建测试套件(&amp;N)</translation>
        </message>
        <message>
            <source>Start an empty suite of your own</source>
            <translation>新建一个空的自定义测试套件</translation>
        </message>
        <message>
            <source>D&amp;uplicate</source>
            <translation>复制副本(&amp;U)</translation>
        </message>
        <message>
            <source>Copy the selected suite into one of your own that you can edit</source>
            <translation>将所选测试套件复制为可编辑的自定义套件</translation>
        </message>
        <message>
            <source>De&amp;lete</source>
            <translation>删除(&amp;L)</translation>
        </message>
        <message>
            <source>Delete the selected suite of your own (built-in suites stay)</source>
            <translation>删除所选的自定义测试套件（内置套件保留）</translation>
        </message>
        <message>
            <source>&amp;Import JSON…</source>
            <translation>导入 JSON(&amp;I)…</translation>
        </message>
        <message>
            <source>Add suites from a JSON file in the layout of the built-in suites</source>
            <translation>从与内置测试套件格式相同的 JSON 文件添加测试套件</translation>
        </message>
        <message>
            <source>&amp;Export JSON…</source>
            <translation>导出 JSON(&amp;E)…</translation>
        </message>
        <message>
            <source>Save your own suites to a JSON file</source>
            <translation>将自定义测试套件保存为 JSON 文件</translation>
        </message>
        <message>
            <source>Suite id</source>
            <translation>测试套件 ID</translation>
        </message>
        <message>
            <source>A short unique name, such as W1 or U1; it also seeds the suite's random partitions</source>
            <translation>简短且唯一的名称，例如 W1 或 U1；它也用作该套件随机划分的种子</translation>
        </message>
        <message>
            <source>Suite name</source>
            <translation>测试套件名称</translation>
        </message>
        <message>
            <source>Suite category</source>
            <translation>测试套件类别</translation>
        </message>
        <message>
            <source>For grouping results, such as Gender or Race</source>
            <translation>用于对结果分组，例如 Gender 或 Race</translation>
        </message>
        <message>
            <source>I&amp;d:</source>
            <translation>ID(&amp;D)：</translation>
        </message>
        <message>
            <source>Na&amp;me:</source>
            <translation>名称(&amp;M)：</translation>
        </message>
        <message>
            <source>Ca&amp;tegory:</source>
            <translation>类别(&amp;T)：</translation>
        </message>
        <message>
            <source>Mark words missing in:</source>
            <translation>标记缺失词的模型：</translation>
        </message>
        <message>
            <source>Target X</source>
            <translation>目标 X</translation>
        </message>
        <message>
            <source>Target Y</source>
            <translation>目标 Y</translation>
        </message>
        <message>
            <source>Attribute A</source>
            <translation>属性 A</translation>
        </message>
        <message>
            <source>Attribute B</source>
            <translation>属性 B</translation>
        </message>
        <message>
            <source>Name of the set</source>
            <translation>词集名称</translation>
        </message>
        <message>
            <source>%1: name</source>
            <translation>%1：名称</translation>
        </message>
        <message>
            <source>%1: words</source>
            <translation>%1：词语</translation>
        </message>
        <message>
            <source>Words separated by commas or line breaks; those a checked model lacks are underlined in red</source>
            <translation>用逗号或换行分隔的词语；所勾选模型中缺失的词以红色下划线标出</translation>
        </message>
        <message>
            <source>&lt;b&gt;Built-in suite&lt;/b&gt;, read-only: Caliskan et al. (2017). Duplicate it to make a version you can edit.</source>
            <translation>&lt;b&gt;内置测试套件&lt;/b&gt;，只读：Caliskan 等人（2017）。复制副本后即可编辑。</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>&lt;br&gt;Published d: %1</source>
            <translation>&lt;br&gt;已发表的 d：%1</translation>
        </message>
        <message>
            <source>&lt;p&gt;Source: %1&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
            <translation>&lt;p&gt;来源：%1&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your suite&lt;/b&gt;, saved with the study. Changes apply as you type.</source>
            <translation>&lt;b&gt;自定义测试套件&lt;/b&gt;，随研究一起保存。输入时即时生效。</translation>
        </message>
        <message>
            <source>My suite</source>
            <translation>我的测试套件</translation>
        </message>
        <message>
            <source>%1 (copy)</source>
            <translation>%1（副本）</translation>
        </message>
        <message>
            <source>Import suites</source>
            <translation>导入测试套件</translation>
        </message>
        <message>
            <source>JSON files (*.json);;All files (*)</source>
            <translation>JSON 文件 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Could not import.&lt;/b&gt; %1</source>
            <translation>&lt;b&gt;无法导入。&lt;/b&gt;%1</translation>
        </message>
        <message>
            <source>Export your suites</source>
            <translation>导出自定义测试套件</translation>
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation>JSON 文件 (*.json)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Could not export.&lt;/b&gt; %1</source>
            <translation>&lt;b&gt;无法导出。&lt;/b&gt;%1</translation>
        </message>
        <message>
            <source>Underline the words that %1 does not have</source>
            <translation>为 %1 中没有的词加下划线</translation>
        </message>
        <message>
            <source>%1 lacks %2</source>
            <translation>%1 缺少 %2</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::UserGuideWindow</name>
        <message>
            <source>Isoscope User Guide</source>
            <translation>Isoscope 用户指南</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>目录</translation>
        </message>
        <message>
            <source>(no data folder found)</source>
            <translation>（未找到数据文件夹）</translation>
        </message>
        <message>
            <source>&lt;h2&gt;The user guide was not found&lt;/h2&gt;&lt;p&gt;Isoscope installs it as &lt;tt&gt;user-guide.md&lt;/tt&gt; in the &lt;tt&gt;doc&lt;/tt&gt; folder of its data folder, %1, but there is no such file there. Reinstalling Isoscope puts it back; it is also in the source repository as &lt;tt&gt;docs/user-guide.md&lt;/tt&gt;.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;未找到用户指南&lt;/h2&gt;&lt;p&gt;Isoscope 将其安装为数据文件夹 %1 中 &lt;tt&gt;doc&lt;/tt&gt; 文件夹下的 &lt;tt&gt;user-guide.md&lt;/tt&gt;，但那里没有此文件。重新安装 Isoscope 即可恢复；源代码仓库中也有此文件：&lt;tt&gt;docs/user-guide.md&lt;/tt&gt;。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::WeatTableModel</name>
        <message>
            <source>Words used: X %1, Y %2, A %3, B %4</source>
            <translation>使用的词数：X %1，Y %2，A %3，B %4</translation>
        </message>
        <message>
            <source>This suite could not run: %1</source>
            <translation>此测试套件无法运行：%1</translation>
        </message>
        <message>
            <source>Significance at alpha %1, raw and whitened</source>
            <translation>alpha = %1 时的显著性，原始与白化后</translation>
        </message>
        <message>
            <source>Needs d in both spaces</source>
            <translation>需要两个空间中都有 d</translation>
        </message>
        <message>
            <source>d whitened − d raw = %1 (substantial above %2)</source>
            <translation>白化后 d − 原始 d = %1（超过 %2 为显著偏移）</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>Substantial</source>
            <translation>显著偏移</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Suite</source>
            <translation>测试套件</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>变化</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>偏移</translation>
        </message>
        <message>
            <source>Words of each set found in the model</source>
            <translation>每个词集在模型中找到的词数</translation>
        </message>
        <message>
            <source>Effect size d on the vectors as they are</source>
            <translation>原始向量上的效应量 d</translation>
        </message>
        <message>
            <source>Permutation p-value on the vectors as they are</source>
            <translation>原始向量上的置换检验 p 值</translation>
        </message>
        <message>
            <source>Effect size d after ZCA whitening</source>
            <translation>ZCA 白化后的效应量 d</translation>
        </message>
        <message>
            <source>Permutation p-value after ZCA whitening</source>
            <translation>ZCA 白化后的置换检验 p 值</translation>
        </message>
        <message>
            <source>Stable: significant in both spaces or in neither. Disappearing: significant only raw. Emerging: significant only whitened.</source>
            <translation>稳定：在两个空间中都显著或都不显著。消失：仅在原始空间中显著。新出现：仅在白化后显著。</translation>
        </message>
        <message>
            <source>|d whitened − d raw| is larger than 0.5</source>
            <translation>|白化后 d − 原始 d| 大于 0.5</translation>
        </message>
        <message>
            <source>Significance of the adjusted p at alpha %1, raw and whitened</source>
            <translation>alpha = %1 时校正后 p 的显著性，原始与白化后</translation>
        </message>
        <message>
            <source>p adjusted by Holm's step-down method across the suites of the model (family-wise error)</source>
            <translation>按 Holm 逐步下降法在该模型的各测试套件之间校正的 p（族错误率）</translation>
        </message>
        <message>
            <source>p adjusted by the Benjamini-Hochberg method across the suites of the model (false discovery rate)</source>
            <translation>按 Benjamini-Hochberg 法在该模型的各测试套件之间校正的 p（错误发现率）</translation>
        </message>
        <message numerus="yes">
            <source>Undefined: fewer than two of the %n resamples have a defined d</source>
            <translation>
                <numerusform>未定义：%n 次重抽样中有定义 d 的少于两次</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 bootstrap interval of d from %2 resamples of the words of X and Y (percentile method); bootstrap standard error %3</source>
            <translation>由 X 和 Y 的词的 %2 次重抽样得到的 d 的 %1 自助法区间（百分位法）；自助法标准误 %3</translation>
        </message>
        <message>
            <source>undefined</source>
            <translation>未定义</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>白化后</translation>
        </message>
        <message>
            <source>%1 d CI low</source>
            <translation>%1 d 置信区间下限</translation>
        </message>
        <message>
            <source>%1 d CI high</source>
            <translation>%1 d 置信区间上限</translation>
        </message>
        <message>
            <source>|X|/|Y|/
|A|/|B|</source>
            <translation>|X|/|Y|/
|A|/|B|</translation>
        </message>
        <message>
            <source>Raw
d</source>
            <translation>原始
d</translation>
        </message>
        <message>
            <source>Raw d
%1 CI</source>
            <translation>原始 d
%1 置信区间</translation>
        </message>
        <message>
            <source>Whitened d
%1 CI</source>
            <translation>白化后 d
%1 置信区间</translation>
        </message>
        <message>
            <source>Raw
p</source>
            <translation>原始
p</translation>
        </message>
        <message>
            <source>Whitened
d</source>
            <translation>白化后
d</translation>
        </message>
        <message>
            <source>Whitened
p</source>
            <translation>白化后
p</translation>
        </message>
        <message>
            <source>Raw p
(Holm)</source>
            <translation>原始 p
（Holm）</translation>
        </message>
        <message>
            <source>Raw p
(BH)</source>
            <translation>原始 p
（BH）</translation>
        </message>
        <message>
            <source>Whitened p
(Holm)</source>
            <translation>白化后 p
（Holm）</translation>
        </message>
        <message>
            <source>Whitened p
(BH)</source>
            <translation>白化后 p
（BH）</translation>
        </message>
        <message>
            <source>%1 bootstrap confidence interval of %2 d: the words of X and Y resampled with replacement %3 times (the same resamples raw and whitened), d recomputed from their associations, percentile interval. It shows how much d depends on the particular target words; it is not a test of d = 0 (the permutation p is).</source>
            <translation>%2 d 的 %1 自助法置信区间：对 X 和 Y 的词有放回地重抽样 %3 次（原始与白化后使用相同的重抽样），由其关联值重新计算 d，取百分位区间。它显示 d 在多大程度上取决于所选的目标词；它不是对 d = 0 的检验（置换 p 才是）。</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>白化后</translation>
        </message>
        <message>
            <source>None of the %1 random partitions was as extreme as the observed one: p is below %2, the smallest p that so many partitions can give.</source>
            <translation>%1 个随机划分中没有一个与观测到的一样极端：p 小于 %2，即这么多划分能给出的最小 p。</translation>
        </message>
        <message>
            <source>Substantial, sign flip</source>
            <translation>显著偏移，符号反转</translation>
        </message>
        <message>
            <source>Sign flip</source>
            <translation>符号反转</translation>
        </message>
        <message>
            <source>Substantial shift</source>
            <translation>显著偏移</translation>
        </message>
        <message>
            <source>Whitened d and p are not computed yet for the current settings: press Run. The raw columns are computed and still valid.</source>
            <translation>当前设置下白化后的 d 和 p 尚未计算：请按“运行”。原始值各列已计算，仍然有效。</translation>
        </message>
        <message>
            <source>Not computed yet</source>
            <translation>尚未计算</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::WordAssociationModel</name>
        <message>
            <source>X</source>
            <translation>X</translation>
        </message>
        <message>
            <source>Y</source>
            <translation>Y</translation>
        </message>
        <message>
            <source>Word</source>
            <translation>词</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>词集</translation>
        </message>
        <message>
            <source>s(w)
raw</source>
            <translation>原始
s(w)</translation>
        </message>
        <message>
            <source>s(w)
whitened</source>
            <translation>白化后
s(w)</translation>
        </message>
        <message>
            <source>s(w, A, B): mean cosine with the words of A minus mean cosine with the words of B</source>
            <translation>s(w, A, B)：与 A 中各词的平均余弦减去与 B 中各词的平均余弦</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::numberformat</name>
        <message>
            <source>Valence</source>
            <translation>效价</translation>
        </message>
        <message>
            <source>Race</source>
            <translation>种族</translation>
        </message>
        <message>
            <source>Gender</source>
            <translation>性别</translation>
        </message>
        <message>
            <source>Health</source>
            <translation>健康</translation>
        </message>
        <message>
            <source>Age</source>
            <translation>年龄</translation>
        </message>
        <message>
            <source>undefined</source>
            <translation>无定义</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>Stable</source>
            <translation>稳定</translation>
        </message>
        <message>
            <source>Disappearing</source>
            <translation>消失</translation>
        </message>
        <message>
            <source>Emerging</source>
            <translation>新出现</translation>
        </message>
        <message>
            <source>Not run</source>
            <translation>未运行</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <source>Measures bias in word embeddings (WEAT), with and without ZCA whitening.</source>
            <translation>测量词嵌入中的偏见（WEAT），包括 ZCA 白化前后。</translation>
        </message>
        <message>
            <source>Displays version information.</source>
            <translation>显示版本信息。</translation>
        </message>
        <message>
            <source>unexpected argument '%1': one study at a time (see isoscope --help)</source>
            <translation>意外的参数“%1”：一次只能打开一个研究（参见 isoscope --help）</translation>
        </message>
        <message>
            <source>A study (.isoscope) to open, as File &gt; Open Study does.</source>
            <translation>要打开的研究（.isoscope），与“文件 &gt; 打开研究”相同。</translation>
        </message>
        <message>
            <source>an option is missing its value (see isoscope --help)</source>
            <translation>某个选项缺少值（参见 isoscope --help）</translation>
        </message>
        <message>
            <source>Opens the window, the user guide and the demo study, runs it, prints what was checked and quits (exit status 0 when all is well).</source>
            <translation>打开窗口、用户指南和示例研究，运行研究，输出检查的内容后退出（一切正常时退出状态为 0）。</translation>
        </message>
    </context>
    <context>
        <name>tableexport</name>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>CSV 文件 (*.csv)</translation>
        </message>
        <message>
            <source>JSON files (*.json)</source>
            <translation>JSON 文件 (*.json)</translation>
        </message>
        <message>
            <source>LaTeX files (*.tex)</source>
            <translation>LaTeX 文件 (*.tex)</translation>
        </message>
        <message>
            <source>Export table</source>
            <translation>导出表格</translation>
        </message>
        <message>
            <source>Could not write %1: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::Job</name>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>The job stopped with an internal error: %1</source>
            <translation>任务因内部错误而停止：%1</translation>
        </message>
        <message>
            <source>The job stopped with an internal error of an unknown kind.</source>
            <translation>任务因未知类型的内部错误而停止。</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::OutOfDateBanner</name>
        <message>
            <source>Run</source>
            <translation>运行</translation>
        </message>
        <message>
            <source>Run what is not computed yet</source>
            <translation>运行尚未计算的部分</translation>
        </message>
        <message>
            <source>Compute what is missing for the current models, suites and options (Ctrl+R)</source>
            <translation>计算当前模型、测试组和选项下缺少的结果（Ctrl+R）</translation>
        </message>
        <message>
            <source>%1 %2 → %3</source>
            <translation>%1 %2 → %3</translation>
        </message>
        <message>
            <source>reference sample</source>
            <translation>参考样本</translation>
        </message>
        <message>
            <source>epsilon</source>
            <translation>epsilon</translation>
        </message>
        <message>
            <source>permutations</source>
            <translation>置换次数</translation>
        </message>
        <message>
            <source>exact limit</source>
            <translation>精确检验上限</translation>
        </message>
        <message>
            <source>seed</source>
            <translation>随机种子</translation>
        </message>
        <message>
            <source>tie rule</source>
            <translation>并列规则</translation>
        </message>
        <message>
            <source>one-sided</source>
            <translation>单侧</translation>
        </message>
        <message>
            <source>two-sided</source>
            <translation>双侧</translation>
        </message>
        <message>
            <source>p</source>
            <translation>p</translation>
        </message>
        <message>
            <source>word-similarity benchmarks switched on</source>
            <translation>已开启词相似度基准</translation>
        </message>
        <message>
            <source>word-similarity benchmarks switched off</source>
            <translation>已关闭词相似度基准</translation>
        </message>
        <message numerus="yes">
            <source>%n WEAT result(s) on %1</source>
            <translation>
                <numerusform>%1上的 %n 个 WEAT 结果</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n model(s)</source>
            <translation>
                <numerusform>%n 个模型</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the anisotropy of %n model(s)</source>
            <translation>
                <numerusform>%n 个模型的各向异性</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n word-similarity result(s)</source>
            <translation>
                <numerusform>%n 个词相似度结果</numerusform>
            </translation>
        </message>
        <message>
            <source>Not computed yet for the current models, suites and options: %1. Press Run to compute them; what is computed already is kept.</source>
            <translation>当前模型、测试组和选项下尚未计算：%1。点击“运行”进行计算；已计算的结果会保留。</translation>
        </message>
        <message>
            <source>Changed since the last run: %1. Not computed yet for these settings: %2. Press Run to compute them; what is computed already is kept.</source>
            <translation>自上次运行以来的更改：%1。这些设置下尚未计算：%2。点击“运行”进行计算；已计算的结果会保留。</translation>
        </message>
        <message>
            <source>Model file changed since the study's results were computed, for %1: those results are not shown.</source>
            <translation>自本研究的结果计算以来，%1 的模型文件已更改：这些结果不予显示。</translation>
        </message>
        <message>
            <source>Results not verified, for %1: the study was saved without the content hash of the model file, so they cannot be checked against it and are not shown.</source>
            <translation>结果未经验证，%1：本研究保存时没有模型文件的内容哈希，因此无法与该文件核对，不予显示。</translation>
        </message>
        <message>
            <source>STS-B split</source>
            <translation>STS-B 划分</translation>
        </message>
        <message>
            <source>train</source>
            <translation>训练集</translation>
        </message>
        <message>
            <source>dev</source>
            <translation>开发集</translation>
        </message>
        <message>
            <source>test</source>
            <translation>测试集</translation>
        </message>
    </context>
    <context>
        <name>MeasureText</name>
        <message>
            <source>WEAT (word embedding association test)</source>
            <translation>WEAT（词嵌入关联测试）</translation>
        </message>
        <message>
            <source>RND (relative norm distance)</source>
            <translation>RND（相对范数距离）</translation>
        </message>
        <message>
            <source>MAC (mean average cosine distance)</source>
            <translation>MAC（平均余弦距离）</translation>
        </message>
        <message>
            <source>ECT (embedding coherence test)</source>
            <translation>ECT（嵌入一致性检验）</translation>
        </message>
        <message>
            <source>RIPA (relational inner product association)</source>
            <translation>RIPA（关系内积关联）</translation>
        </message>
        <message>
            <source>RNSB (relative negative sentiment bias)</source>
            <translation>RNSB（相对负面情感偏差）</translation>
        </message>
        <message>
            <source>WEAT effect size d (Caliskan et al. 2017): closer to 0 is less biased; positive means X is closer to A and Y to B.</source>
            <translation>WEAT 效应量 d（Caliskan 等，2017）：越接近 0 偏差越小；正值表示 X 更接近 A、Y 更接近 B。</translation>
        </message>
        <message>
            <source>RND (Garg et al. 2018), for X and Y with respect to each attribute set: the mean over its words of the distance to the mean of X minus the distance to the mean of Y. Smaller (closer to 0) is less biased; positive means the attribute words are nearer Y, negative nearer X.</source>
            <translation>RND（Garg 等，2018），针对 X 与 Y 相对于每个属性集：其各词到 X 均值的距离减去到 Y 均值的距离的平均值。越小（越接近 0）偏差越小；正值表示属性词更接近 Y，负值表示更接近 X。</translation>
        </message>
        <message>
            <source>MAC (Manzini et al. 2019): the mean cosine distance of every target word to each attribute set. Closer to 1 (no association on average) is less biased; below 1 the targets lean towards the attributes.</source>
            <translation>MAC（Manzini 等，2019）：每个目标词到每个属性集的平均余弦距离。越接近 1（平均无关联）偏差越小；低于 1 表示目标词偏向属性词。</translation>
        </message>
        <message>
            <source>ECT (Dev and Phillips 2019), for each attribute set: Spearman's correlation between the attribute words' cosines with the mean of X and with the mean of Y. Closer to 1 is less biased (both target groups order the attributes alike).</source>
            <translation>ECT（Dev 与 Phillips，2019），针对每个属性集：属性词与 X 均值的余弦和与 Y 均值的余弦之间的 Spearman 相关。越接近 1 偏差越小（两个目标组对属性的排序相同）。</translation>
        </message>
        <message>
            <source>RIPA (Ethayarajh et al. 2019), for each attribute set: the mean projection of its words on the normalized differences of the pairs (x_i, y_i). Closer to 0 is less biased; positive means the attribute words lean towards X.</source>
            <translation>RIPA（Ethayarajh 等，2019），针对每个属性集：其各词在词对 (x_i, y_i) 归一化差向量上的平均投影。越接近 0 偏差越小；正值表示属性词偏向 X。</translation>
        </message>
        <message>
            <source>RNSB (Sweeney and Najafian 2019): a logistic regression learns A against B, and RNSB is the divergence of the target words' probabilities of B from the uniform distribution. Closer to 0 is less biased.</source>
            <translation>RNSB（Sweeney 与 Najafian，2019）：逻辑回归学习区分 A 与 B，RNSB 是目标词属于 B 的概率分布与均匀分布之间的散度。越接近 0 偏差越小。</translation>
        </message>
        <message>
            <source>closer to 0 is less biased</source>
            <translation>越接近 0 偏差越小</translation>
        </message>
        <message>
            <source>closer to 1 is less biased</source>
            <translation>越接近 1 偏差越小</translation>
        </message>
        <message>
            <source>whole suite</source>
            <translation>整个测试套件</translation>
        </message>
        <message>
            <source>wrt %1</source>
            <translation>相对于 %1</translation>
        </message>
        <message>
            <source>undefined</source>
            <translation>未定义</translation>
        </message>
        <message>
            <source>the same</source>
            <translation>相同</translation>
        </message>
        <message>
            <source>less biased</source>
            <translation>偏差更小</translation>
        </message>
        <message>
            <source>more biased</source>
            <translation>偏差更大</translation>
        </message>
        <message>
            <source>the attribute set has fewer than two words, so there is no order to compare</source>
            <translation>属性集少于两个词，因此没有可比较的顺序</translation>
        </message>
        <message>
            <source>the cosines of one target set are all equal, so their ranks do not correlate</source>
            <translation>某个目标集的余弦值全部相等，因此其秩无法相关</translation>
        </message>
        <message>
            <source>no pair of target words has both words in the vocabulary</source>
            <translation>没有一对目标词的两个词都在词表中</translation>
        </message>
        <message>
            <source>a pair of target words has the same vector twice, so its difference has no direction</source>
            <translation>一对目标词的两个向量相同，因此其差向量没有方向</translation>
        </message>
        <message>
            <source>not computed</source>
            <translation>未计算</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::MeasureTableModel</name>
        <message>
            <source>This suite could not run: %1</source>
            <translation>此测试套件无法运行：%1</translation>
        </message>
        <message>
            <source>Undefined: %1</source>
            <translation>未定义：%1</translation>
        </message>
        <message>
            <source>%1 − raw = %2</source>
            <translation>%1 − 原始 = %2</translation>
        </message>
        <message>
            <source>not run</source>
            <translation>未运行</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Suite</source>
            <translation>测试套件</translation>
        </message>
        <message>
            <source>Subquery</source>
            <translation>子查询</translation>
        </message>
        <message>
            <source>%1
%2</source>
            <translation>%1
%2</translation>
        </message>
        <message>
            <source>%1
vs raw</source>
            <translation>%1
对比原始</translation>
        </message>
        <message>
            <source>RND, ECT and RIPA take X and Y with one attribute set at a time (WEFE's subqueries); MAC and RNSB take the whole suite</source>
            <translation>RND、ECT 和 RIPA 每次取 X 和 Y 与一个属性集（WEFE 的子查询）；MAC 和 RNSB 使用整个测试套件</translation>
        </message>
        <message>
            <source>Whether this space's value is nearer the unbiased value than the raw one (%1)</source>
            <translation>此空间的值是否比原始值更接近无偏值（%1）</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::MeasureWordModel</name>
        <message>
            <source>Raw distance to X
minus to Y</source>
            <translation>原始：到 X 的距离
减去到 Y 的距离</translation>
        </message>
        <message>
            <source>Whitened distance to X
minus to Y</source>
            <translation>白化后：到 X 的距离
减去到 Y 的距离</translation>
        </message>
        <message>
            <source>Raw mean distance
to A</source>
            <translation>原始：到 A 的
平均距离</translation>
        </message>
        <message>
            <source>Raw mean distance
to B</source>
            <translation>原始：到 B 的
平均距离</translation>
        </message>
        <message>
            <source>Whitened mean distance
to A</source>
            <translation>白化后：到 A 的
平均距离</translation>
        </message>
        <message>
            <source>Whitened mean distance
to B</source>
            <translation>白化后：到 B 的
平均距离</translation>
        </message>
        <message>
            <source>Raw cosine with
mean of X</source>
            <translation>原始：与 X 均值的
余弦</translation>
        </message>
        <message>
            <source>Raw cosine with
mean of Y</source>
            <translation>原始：与 Y 均值的
余弦</translation>
        </message>
        <message>
            <source>Whitened cosine with
mean of X</source>
            <translation>白化后：与 X 均值的
余弦</translation>
        </message>
        <message>
            <source>Whitened cosine with
mean of Y</source>
            <translation>白化后：与 Y 均值的
余弦</translation>
        </message>
        <message>
            <source>Raw score</source>
            <translation>原始得分</translation>
        </message>
        <message>
            <source>Raw SD
over the pairs</source>
            <translation>原始：各词对的
标准差</translation>
        </message>
        <message>
            <source>Whitened score</source>
            <translation>白化得分</translation>
        </message>
        <message>
            <source>Whitened SD
over the pairs</source>
            <translation>白化后：各词对的
标准差</translation>
        </message>
        <message>
            <source>Raw probability
of B</source>
            <translation>原始：属于 B 的
概率</translation>
        </message>
        <message>
            <source>Whitened probability
of B</source>
            <translation>白化后：属于 B 的
概率</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>词集</translation>
        </message>
        <message>
            <source>Word</source>
            <translation>词</translation>
        </message>
    </context>
    <context>
        <name>ReportDocument</name>
        <message>
            <source>cannot create a temporary folder for the figures</source>
            <translation>无法为图创建临时文件夹</translation>
        </message>
        <message>
            <source>cannot read back %1</source>
            <translation>无法读回 %1</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>%1: the ODF writer failed</source>
            <translation>%1：ODF 写入失败</translation>
        </message>
    </context>
    <context>
        <name>ReportText</name>
        <message>
            <source>%1 of the %2 combinations could not be computed, because a word set was left without words (see Method).</source>
            <translation>%2 个组合中有 %1 个无法计算，因为某个词集中没有剩余的词（见方法）。</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <translation>%1和%2</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>%1, and %2</source>
            <translation>%1和%2</translation>
        </message>
        <message>
            <source>Stable</source>
            <translation>稳定</translation>
        </message>
        <message>
            <source>Disappearing</source>
            <translation>消失</translation>
        </message>
        <message>
            <source>Emerging</source>
            <translation>出现</translation>
        </message>
        <message>
            <source>Undefined</source>
            <translation>未定义</translation>
        </message>
        <message>
            <source>Calibrated WEAT: methods, results and references</source>
            <translation>校准的 WEAT：方法、结果与参考文献</translation>
        </message>
        <message>
            <source>ZCA whitening (%1)</source>
            <translation>ZCA 白化（%1）</translation>
        </message>
        <message>
            <source>mean centring</source>
            <translation>均值中心化</translation>
        </message>
        <message>
            <source>removal of the mean and the top principal components (all-but-the-top, %1)</source>
            <translation>去除均值和最大的若干主成分（all-but-the-top，%1）</translation>
        </message>
        <message>
            <source>PCA whitening</source>
            <translation>PCA 白化</translation>
        </message>
        <message>
            <source>the %1 most frequent words of each model</source>
            <translation>每个模型中最常见的 %1 个词</translation>
        </message>
        <message>
            <source>%1 words drawn at random from each model's vocabulary</source>
            <translation>从每个模型词表中随机抽取的 %1 个词</translation>
        </message>
        <message>
            <source>the words listed in %1</source>
            <translation>%1 中列出的词</translation>
        </message>
        <message>
            <source>the separate vectors of %1</source>
            <translation>%1 中的独立向量</translation>
        </message>
        <message>
            <source>the reference vectors stored with it (for a transformer model, the sentences of its corpus)</source>
            <translation>随其存储的参考向量（对于 Transformer 模型，即其语料库中的句子）</translation>
        </message>
        <message>
            <source>For %1, the reference sample was %2 instead.</source>
            <translation>对于%1，参考样本改为%2。</translation>
        </message>
        <message>
            <source>the reference vectors stored with each model</source>
            <translation>随每个模型存储的参考向量</translation>
        </message>
        <message>
            <source>%1 (file %2; %3 words, %4 dimensions%5)</source>
            <translation>%1（文件 %2；%3 个词，%4 维%5）</translation>
        </message>
        <message>
            <source>We measured associations with the Word Embedding Association Test (WEAT; %1) in %2.</source>
            <translation>我们使用词嵌入联想测验（WEAT；%1）在%2中测量了联想。</translation>
        </message>
        <message>
            <source>Following %1, every test was computed twice: on the raw vectors and after %2, estimated on a reference sample of %3, with %4 = %5.</source>
            <translation>按照 %1，每个测验计算两次：在原始向量上，以及在%2之后；白化在由%3组成的参考样本上估计，%4 = %5。</translation>
        </message>
        <message>
            <source>%1 vectors for %2</source>
            <translation>%2 为 %1 个向量</translation>
        </message>
        <message>
            <source>The reference samples held %1.</source>
            <translation>参考样本的大小：%1。</translation>
        </message>
        <message>
            <source>Calibrated (whitened) results are reported beside the raw ones throughout, so that each effect can be judged in both geometries.</source>
            <translation>校准（白化）后的结果始终与原始结果并列报告，以便在两种几何中判断每个效应。</translation>
        </message>
        <message>
            <source>The effect size d is the difference between the mean associations %1 of the two target sets X and Y, divided by the standard deviation of the associations of all target words (ddof = %2).</source>
            <translation>效应量 d 是两个目标集 X 与 Y 的平均联想 %1 之差，除以所有目标词联想的标准差（ddof = %2）。</translation>
        </message>
        <message>
            <source>one-sided</source>
            <translation>单侧</translation>
        </message>
        <message>
            <source>at least as large as</source>
            <translation>不小于</translation>
        </message>
        <message>
            <source>larger than</source>
            <translation>大于</translation>
        </message>
        <message>
            <source>Its p value is %1: the share of the partitions of X and Y into two sets of their sizes whose test statistic S is %2 the observed one.</source>
            <translation>其 p 值为%1：将 X 与 Y 划分为两个同样大小集合的所有划分中，检验统计量 S %2观测值的比例。</translation>
        </message>
        <message>
            <source>All partitions were enumerated when there were at most %1 of them; otherwise p was estimated from %2 random partitions as %3, with the random seed %4 (each test derives its own stream from it). Monte Carlo p values are marked MC in the tables.</source>
            <translation>当划分总数不超过 %1 时枚举全部划分；否则由 %2 个随机划分按 %3 估计 p，随机种子为 %4（每个测验由它派生自己的随机流）。表中以 MC 标记蒙特卡罗 p 值。</translation>
        </message>
        <message>
            <source>Results with p &amp;lt; %1 are called significant.</source>
            <translation>p &amp;lt; %1 的结果称为显著。</translation>
        </message>
        <message>
            <source>The p values were adjusted for multiple testing across the tests of each model, separately in each space, with Holm's step-down procedure %1, which controls the family-wise error rate; significance and the change classes use the adjusted values.</source>
            <translation>p 值在每个模型的各测验之间、在每个空间中分别用 Holm 逐步下降法 %1 进行多重检验校正，该方法控制族错误率；显著性与变化类别使用校正后的值。</translation>
        </message>
        <message>
            <source>The p values were adjusted for multiple testing across the tests of each model, separately in each space, with the Benjamini-Hochberg step-up procedure %1, which controls the false discovery rate; significance and the change classes use the adjusted values.</source>
            <translation>p 值在每个模型的各测验之间、在每个空间中分别用 Benjamini-Hochberg 逐步上升法 %1 进行多重检验校正，该方法控制错误发现率；显著性与变化类别使用校正后的值。</translation>
        </message>
        <message>
            <source>A test significant in both spaces, or in neither, is Stable; one significant only on the raw vectors is Disappearing; one significant only after whitening is Emerging. A change of d by more than %1 is a substantial shift.</source>
            <translation>在两个空间中都显著或都不显著的测验为“稳定”；仅在原始向量上显著的为“消失”；仅在白化后显著的为“出现”。d 的变化超过 %1 即为显著偏移。</translation>
        </message>
        <message>
            <source>The %1% confidence intervals of d are percentile bootstrap intervals %2 over %3 resamples of the target words, drawn with replacement within X and within Y; the raw and the whitened d use the same resamples.</source>
            <translation>d 的 %1% 置信区间为百分位自助法区间 %2，基于目标词的 %3 次重抽样（在 X 与 Y 内分别有放回抽取）；原始与白化的 d 使用相同的重抽样。</translation>
        </message>
        <message>
            <source>Anisotropy is the mean pairwise cosine similarity of %1 words of the reference sample, with the share of variance explained by the first %2 principal components.</source>
            <translation>各向异性为参考样本中 %1 个词两两余弦相似度的均值，并给出前 %2 个主成分解释的方差比例。</translation>
        </message>
        <message>
            <source>%1 is uncased, so its words were looked up in lower case.</source>
            <translation>%1 不区分大小写，因此以小写查找词。</translation>
        </message>
        <message>
            <source> and %1 more</source>
            <translation> 及另外 %1 个</translation>
        </message>
        <message>
            <source>Words not in the vocabulary of %1 were left out: %2.</source>
            <translation>不在 %1 词表中的词已被排除：%2。</translation>
        </message>
        <message>
            <source>%1 could not be computed for %2, because a word set was left without words.</source>
            <translation>%1 无法在 %2 上计算，因为某个词集中没有剩余的词。</translation>
        </message>
        <message>
            <source>Every word of every test was in the vocabulary of every model.</source>
            <translation>每个测验的每个词都在每个模型的词表中。</translation>
        </message>
        <message>
            <source>The analysis was run with Isoscope %1; every number reported here is taken from its results file, %2.</source>
            <translation>分析使用 Isoscope %1 完成；此处报告的每个数字均取自其结果文件 %2。</translation>
        </message>
        <message>
            <source>Method</source>
            <translation>方法</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Of %1 model-test combinations that ran, %2 were Stable, %3 Disappearing and %4 Emerging after whitening; %5 could not be classified.</source>
            <translation>在已运行的 %1 个模型-测验组合中，白化后 %2 个稳定、%3 个消失、%4 个出现；%5 个无法分类。</translation>
        </message>
        <message>
            <source>Table 2</source>
            <translation>表 2</translation>
        </message>
        <message>
            <source>Anisotropy of the Models, Raw and Whitened</source>
            <translation>各模型的各向异性（原始与白化）</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>Dimensions</source>
            <translation>维数</translation>
        </message>
        <message>
            <source>Reference n</source>
            <translation>参考样本 n</translation>
        </message>
        <message>
            <source>Cosine raw &lt;i&gt;M&lt;/i&gt; (&lt;i&gt;SD&lt;/i&gt;)</source>
            <translation>原始余弦 &lt;i&gt;M&lt;/i&gt;（&lt;i&gt;SD&lt;/i&gt;）</translation>
        </message>
        <message>
            <source>Cosine whitened &lt;i&gt;M&lt;/i&gt; (&lt;i&gt;SD&lt;/i&gt;)</source>
            <translation>白化余弦 &lt;i&gt;M&lt;/i&gt;（&lt;i&gt;SD&lt;/i&gt;）</translation>
        </message>
        <message>
            <source>Note.</source>
            <translation>注：</translation>
        </message>
        <message>
            <source>Table 3</source>
            <translation>表 3</translation>
        </message>
        <message>
            <source>Word Similarity: Spearman Correlations With Human Judgements, Raw and Whitened</source>
            <translation>词相似度：与人类评分的 Spearman 相关（原始与白化）</translation>
        </message>
        <message>
            <source>Benchmark</source>
            <translation>基准</translation>
        </message>
        <message>
            <source>Pairs used</source>
            <translation>使用的词对</translation>
        </message>
        <message>
            <source>&amp;rho; raw</source>
            <translation>&amp;rho; 原始</translation>
        </message>
        <message>
            <source>&amp;rho; whitened</source>
            <translation>&amp;rho; 白化</translation>
        </message>
        <message>
            <source>Spearman &amp;rho; between the cosine similarity of the word pairs found in the vocabulary and the human ratings. &amp;Delta;&amp;rho; = &amp;rho; whitened &amp;#8722; &amp;rho; raw; p from a paired bootstrap over pairs (%1 resamples), two-sided. * p &amp;lt; %2.</source>
            <translation>词表中找到的词对的余弦相似度与人类评分之间的 Spearman &amp;rho;。&amp;Delta;&amp;rho; = &amp;rho; 白化 &amp;#8722; &amp;rho; 原始；p 来自基于词对的配对自助法（%1 次重抽样），双侧。* p &amp;lt; %2。</translation>
        </message>
        <message>
            <source>Table A1</source>
            <translation>表 A1</translation>
        </message>
        <message>
            <source>WEAT Effect Sizes and p Values, Raw and Whitened</source>
            <translation>WEAT 效应量与 p 值（原始与白化）</translation>
        </message>
        <message>
            <source>%1% CI</source>
            <translation>%1% 置信区间</translation>
        </message>
        <message>
            <source>Test</source>
            <translation>测验</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>白化</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>变化</translation>
        </message>
        <message>
            <source>not computed: a word set has no word in the vocabulary</source>
            <translation>未计算：某个词集在词表中没有词</translation>
        </message>
        <message>
            <source>d: WEAT effect size (ddof = %1); raw: cosine on the model's vectors; whitened: after %2 with %3 = %4.</source>
            <translation>d：WEAT 效应量（ddof = %1）；原始：模型向量上的余弦；白化：经%2（%3 = %4）之后。</translation>
        </message>
        <message>
            <source>CI: percentile bootstrap interval over %1 resamples of the target words.</source>
            <translation>置信区间：基于目标词 %1 次重抽样的百分位自助法区间。</translation>
        </message>
        <message>
            <source>p: one-sided permutation test.</source>
            <translation>p：单侧置换检验。</translation>
        </message>
        <message>
            <source>p: two-sided permutation test.</source>
            <translation>p：双侧置换检验。</translation>
        </message>
        <message>
            <source>&lt;sup&gt;MC&lt;/sup&gt; Monte Carlo p from %1 random partitions; the others are exact.</source>
            <translation>&lt;sup&gt;MC&lt;/sup&gt; 由 %1 个随机划分得到的蒙特卡罗 p；其余为精确值。</translation>
        </message>
        <message>
            <source>p adjusted with Holm's procedure within each model and space.</source>
            <translation>p 在每个模型和空间内用 Holm 法校正。</translation>
        </message>
        <message>
            <source>p adjusted with the Benjamini-Hochberg procedure within each model and space.</source>
            <translation>p 在每个模型和空间内用 Benjamini-Hochberg 法校正。</translation>
        </message>
        <message>
            <source>* p &amp;lt; %1.</source>
            <translation>* p &amp;lt; %1。</translation>
        </message>
        <message>
            <source>&lt;sup&gt;s&lt;/sup&gt; Substantial shift: |d whitened &amp;#8722; d raw| &amp;gt; %1.</source>
            <translation>&lt;sup&gt;s&lt;/sup&gt; 显著偏移：|d 白化 &amp;#8722; d 原始| &amp;gt; %1。</translation>
        </message>
        <message>
            <source>&lt;sup&gt;u&lt;/sup&gt; d undefined: every association was the same (SD 0).</source>
            <translation>&lt;sup&gt;u&lt;/sup&gt; d 未定义：所有联想值相同（SD 0）。</translation>
        </message>
        <message>
            <source>&lt;sup&gt;n&lt;/sup&gt; A set has fewer than three words in the model: d and p rest on very few words.</source>
            <translation>&lt;sup&gt;n&lt;/sup&gt; 某个词集在模型中少于三个词：d 和 p 只依据极少的词。</translation>
        </message>
        <message>
            <source>&lt;sup&gt;f&lt;/sup&gt; Cannot reach significance: with so few partitions of the target words, the smallest p the test can give is above %1 = %2.</source>
            <translation>&lt;sup&gt;f&lt;/sup&gt; 无法达到显著：目标词的划分太少，检验所能给出的最小 p 高于 %1 = %2。</translation>
        </message>
        <message>
            <source>&lt;sup&gt;r&lt;/sup&gt; d changes sign between the raw and the whitened space, whatever its change class says.</source>
            <translation>&lt;sup&gt;r&lt;/sup&gt; d 在原始空间与白化空间之间改变符号，无论其变化类别如何。</translation>
        </message>
        <message>
            <source>Pairwise cosine similarity of %1 words of the reference sample of %2, on the raw vectors and after whitening. A uniform warm colour means every pair is similar (an anisotropic space); whitening removes it.</source>
            <translation>%2 参考样本中 %1 个词的两两余弦相似度，分别在原始向量上和白化之后。均匀的暖色表示所有词对都相似（各向异性空间）；白化消除了这一点。</translation>
        </message>
        <message>
            <source>Share of the variance explained by each of the first %1 principal components of the reference sample, raw and whitened, for each model.</source>
            <translation>每个模型参考样本前 %1 个主成分各自解释的方差比例（原始与白化）。</translation>
        </message>
        <message>
            <source>Eigenvalues of the covariance of each model's reference sample, in descending order, with %1 = %2 that whitening adds to each.</source>
            <translation>每个模型参考样本协方差的特征值（降序），以及白化时加到每个特征值上的 %1 = %2。</translation>
        </message>
        <message>
            <source>Whitened against raw effect size d of every model and test. Points on the diagonal did not change; points near the horizontal axis lost their effect after whitening.</source>
            <translation>每个模型和测验白化后与原始的效应量 d 对比。对角线上的点没有变化；靠近横轴的点在白化后失去了效应。</translation>
        </message>
        <message>
            <source>Bars: %1% bootstrap confidence intervals.</source>
            <translation>误差线：%1% 自助法置信区间。</translation>
        </message>
        <message>
            <source>Figure %1</source>
            <translation>图 %1</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>图</translation>
        </message>
        <message>
            <source>References</source>
            <translation>参考文献</translation>
        </message>
        <message>
            <source>two-sided (twice the smaller tail, at most %1)</source>
            <translation>双侧（较小尾部的两倍，至多为 %1）</translation>
        </message>
        <message>
            <source>%1 raw</source>
            <translation>%1 原始</translation>
        </message>
        <message>
            <source>%1 whitened</source>
            <translation>%1 白化</translation>
        </message>
        <message>
            <source>Mean pairwise cosine similarity (SD) of up to %1 words of each model's reference sample, on the raw vectors and after %2 with %3 = %4. %5: share of variance explained by the first principal component. Values near %6 mean an isotropic space.</source>
            <translation>每个模型参考样本中至多 %1 个词的两两余弦相似度均值（SD），分别在原始向量上和经%2（%3 = %4）之后计算。%5：第一主成分解释的方差比例。接近 %6 的值表示各向同性的空间。</translation>
        </message>
        <message>
            <source>WEAT effect sizes d of every model and test, on the raw vectors and after whitening (the values of %1).</source>
            <translation>每个模型和测验的 WEAT 效应量 d，分别在原始向量上和白化之后（即%1中的值）。</translation>
        </message>
        <message>
            <source>|X|, |Y|: the target words, |A|, |B|: the attribute words found in the model's vocabulary.</source>
            <translation>|X|、|Y|：目标词数，|A|、|B|：属性词数（仅计模型词表中存在的词）。</translation>
        </message>
        <message>
            <source>Relative Norm Distance (RND), Raw and Whitened</source>
            <translation>相对范数距离（RND）（原始与白化）</translation>
        </message>
        <message>
            <source>Mean Average Cosine Distance (MAC), Raw and Whitened</source>
            <translation>平均余弦距离（MAC）（原始与白化）</translation>
        </message>
        <message>
            <source>Embedding Coherence Test (ECT), Raw and Whitened</source>
            <translation>嵌入一致性检验（ECT）（原始与白化）</translation>
        </message>
        <message>
            <source>Relational Inner Product Association (RIPA), Raw and Whitened</source>
            <translation>关系内积关联（RIPA）（原始与白化）</translation>
        </message>
        <message>
            <source>Relative Negative Sentiment Bias (RNSB), Raw and Whitened</source>
            <translation>相对负面情感偏差（RNSB）（原始与白化）</translation>
        </message>
        <message>
            <source>Besides WEAT, the same tests were measured with %1, as WEFE defines them %2, on vectors scaled to unit length, raw and after the same calibration; RND, ECT and RIPA give two values for a test, of X and Y with respect to A and with respect to B, MAC and RNSB one.</source>
            <translation>除 WEAT 外，还按 WEFE 的定义 %2 用 %1 测量了相同的检验，向量均缩放为单位长度，分别在原始向量上和经相同校准后计算；RND、ECT 和 RIPA 对每个检验给出两个值（X 与 Y 相对于 A，以及相对于 B），MAC 和 RNSB 给出一个值。</translation>
        </message>
        <message>
            <source>for %1, the gender direction of %2 definitional pairs (the first principal component, a share of %3 of their variance), %4 pairs equalized and %5 gender-specific words left as they were</source>
            <translation>对 %1：性别方向取自 %2 个定义词对（第一主成分，占其方差的 %3），均衡了 %4 个词对，%5 个性别特定词保持不变</translation>
        </message>
        <message>
            <source>Every model was hard-debiased %1 before it was measured, so that raw here means debiased: %2.</source>
            <translation>每个模型在测量前都经过了硬去偏 %1，因此这里的“原始”指去偏后的模型：%2。</translation>
        </message>
        <message>
            <source>Table A%1</source>
            <translation>表 A%1</translation>
        </message>
        <message>
            <source>%1 wrt %2</source>
            <translation>%1（相对于 %2）</translation>
        </message>
        <message>
            <source>Mean over the attribute words of their distance to the mean of X minus their distance to the mean of Y; %1 is no bias, positive: the attribute is nearer Y.</source>
            <translation>属性词到 X 均值的距离减去到 Y 均值的距离的平均；%1 表示无偏差，正值表示该属性更接近 Y。</translation>
        </message>
        <message>
            <source>Mean cosine distance of the target words to the words of A and of B; %1 (orthogonal on average) is no bias.</source>
            <translation>目标词到 A 和 B 中各词的平均余弦距离；%1（平均正交）表示无偏差。</translation>
        </message>
        <message>
            <source>Spearman correlation of the cosines of the attribute words with the mean of X and with the mean of Y; %1 is no bias.</source>
            <translation>属性词与 X 均值的余弦和与 Y 均值的余弦之间的 Spearman 相关；%1 表示无偏差。</translation>
        </message>
        <message>
            <source>Mean inner product of the attribute words with the unit differences of the pairs of X and Y (the i-th word of each); %1 is no bias, positive: the attribute leans to X.</source>
            <translation>属性词与 X、Y 词对（各取第 i 个词）单位差向量的平均内积；%1 表示无偏差，正值表示该属性偏向 X。</translation>
        </message>
        <message>
            <source>Kullback-Leibler divergence from uniform of the target words' probabilities of B from a logistic regression of A against B; %1 is no bias.</source>
            <translation>目标词属于 B 的概率（由 A 对 B 的逻辑回归给出）相对于均匀分布的 Kullback-Leibler 散度；%1 表示无偏差。</translation>
        </message>
        <message>
            <source>&amp;#8212;: undefined (results.json gives the reason).</source>
            <translation>&amp;#8212;：无定义（原因见 results.json）。</translation>
        </message>
        <message>
            <source>the sentence vectors of %1 for %2</source>
            <translation>%2 使用 %1 中的句向量</translation>
        </message>
        <message>
            <source>the mean of its words' vectors for %1</source>
            <translation>%1 使用其词向量的均值</translation>
        </message>
        <message>
            <source>Sentence similarity on %1 (its %2 split) is the Spearman correlation between human ratings and the cosine similarity of the two sentences of a pair, each sentence represented by %3; a pair was used when both its sentences had a vector.</source>
            <translation>%1（%2 划分）上的句子相似度是人类评分与句对中两个句子余弦相似度之间的 Spearman 相关，每个句子的表示为：%3；两个句子都有向量的句对才被使用。</translation>
        </message>
        <message>
            <source>It was not measured for %1, which is not a static model and was given no sentence vectors.</source>
            <translation>%1 不是静态模型且未提供句向量，因此未测量。</translation>
        </message>
        <message>
            <source>Word similarity is the Spearman correlation between the cosine similarity of word pairs and human judgements of %1.</source>
            <translation>词相似度是词对余弦相似度与 %1 人类评分之间的 Spearman 相关。</translation>
        </message>
        <message>
            <source>The raw and the whitened correlation were compared with a paired bootstrap over the pairs (%1 resamples).</source>
            <translation>原始与白化后的相关通过对词对的配对自助法进行比较（%1 次重抽样）。</translation>
        </message>
        <message>
            <source>Word and Sentence Similarity: Spearman Correlations With Human Judgements, Raw and Whitened</source>
            <translation>词与句子相似度：与人类评分的 Spearman 相关（原始与白化）</translation>
        </message>
        <message>
            <source>For a sentence benchmark, the cosine of the two sentences' vectors (see Method); a pair is used when both its sentences have one.</source>
            <translation>对于句子基准，取两个句子向量的余弦（见方法部分）；两个句子都有向量的句对才被使用。</translation>
        </message>
        <message>
            <source>The multilevel view of each WEAT (ML-EAT; %1) is reported in the appendix: at level %2, for each target set, the effect size e of its association with A against B over the attribute words' mean cosines with the set, with a permutation test over the attribute words under WEAT's conventions; at level %3, the mean cosine of each target set with each attribute set.</source>
            <translation>每个 WEAT 的多层视图（ML-EAT；%1）列于附录：第 %2 层为每个目标集相对于 B 与 A 关联的效应量 e（基于各属性词与该集合的平均余弦），并按 WEAT 的约定对属性词做置换检验；第 %3 层为每个目标集与每个属性集的平均余弦。</translation>
        </message>
        <message>
            <source>ML-EAT Level 2: Effect of Each Target Set, Raw and Whitened</source>
            <translation>ML-EAT 第 2 层：各目标集的效应（原始与白化）</translation>
        </message>
        <message>
            <source>e: the effect size of A against B over the attribute words' mean cosines with the target set; p: permutation test over the attribute words, unadjusted, for X in WEAT's direction (A closer), for Y the other (B closer). * p &amp;lt; %1; &amp;#8212;: undefined.</source>
            <translation>e：基于属性词与目标集平均余弦的 A 相对于 B 的效应量；p：对属性词的置换检验，未校正，X 按 WEAT 的方向（A 更近），Y 按相反方向（B 更近）。* p &amp;lt; %1；&amp;#8212;：无定义。</translation>
        </message>
        <message>
            <source>ML-EAT Level 3: Mean Cosine of Each Target Set With Each Attribute Set, Raw and Whitened</source>
            <translation>ML-EAT 第 3 层：各目标集与各属性集的平均余弦（原始与白化）</translation>
        </message>
        <message>
            <source>XA: the mean cosine of the words of X with those of A, and so on.</source>
            <translation>XA：X 中的词与 A 中的词的平均余弦，其余类推。</translation>
        </message>
        <message>
            <source>Word similarity is the Spearman correlation between the cosine similarity of word pairs and human judgements of %1; the raw and the whitened correlation were compared with a paired bootstrap over the pairs (%2 resamples).</source>
            <translation>词相似度为词对余弦相似度与 %1 人类评分之间的 Spearman 相关；原始与白化相关用基于词对的配对自助法比较（%2 次重抽样）。</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::ReportExportDialog</name>
        <message>
            <source>Export Report</source>
            <translation>导出报告</translation>
        </message>
        <message>
            <source>Tables</source>
            <translation>表格</translation>
        </message>
        <message>
            <source>Table 2: anisotropy</source>
            <translation>表 2：各向异性</translation>
        </message>
        <message>
            <source>Table 3: word similarity</source>
            <translation>表 3：词相似度</translation>
        </message>
        <message>
            <source>Table A1: WEAT</source>
            <translation>表 A1：WEAT</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>图</translation>
        </message>
        <message>
            <source>Cosine heatmap</source>
            <translation>余弦热图</translation>
        </message>
        <message>
            <source>Explained variance</source>
            <translation>解释方差</translation>
        </message>
        <message>
            <source>Eigenvalue spectrum</source>
            <translation>特征值谱</translation>
        </message>
        <message>
            <source>Effect-size grid</source>
            <translation>效应量网格</translation>
        </message>
        <message>
            <source>Before/after scatter</source>
            <translation>前后散点图</translation>
        </message>
        <message>
            <source>Formats</source>
            <translation>格式</translation>
        </message>
        <message>
            <source>ODF text (.odt, opens in Word and LibreOffice)</source>
            <translation>ODF 文本（.odt，可在 Word 和 LibreOffice 中打开）</translation>
        </message>
        <message>
            <source>HTML (one file, figures inside)</source>
            <translation>HTML（单个文件，内含图）</translation>
        </message>
        <message>
            <source>PDF</source>
            <translation>PDF</translation>
        </message>
        <message>
            <source>Language of the report</source>
            <translation>报告的语言</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>语言(&amp;L)：</translation>
        </message>
        <message>
            <source>Report folder</source>
            <translation>报告文件夹</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>浏览(&amp;B)…</translation>
        </message>
        <message>
            <source>Choose the report folder</source>
            <translation>选择报告文件夹</translation>
        </message>
        <message>
            <source>&amp;Folder:</source>
            <translation>文件夹(&amp;F)：</translation>
        </message>
        <message>
            <source>Report preview</source>
            <translation>报告预览</translation>
        </message>
        <message>
            <source>Export status</source>
            <translation>导出状态</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>导出(&amp;E)</translation>
        </message>
        <message>
            <source>Export the report</source>
            <translation>导出报告</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>the study's results</source>
            <translation>本研究的结果</translation>
        </message>
        <message>
            <source>A figure could not be drawn: %1</source>
            <translation>无法绘制某个图：%1</translation>
        </message>
        <message>
            <source>Write the report into</source>
            <translation>将报告写入</translation>
        </message>
        <message>
            <source>The folder '%1' cannot be created.</source>
            <translation>无法创建文件夹“%1”。</translation>
        </message>
        <message>
            <source>Choose at least one format.</source>
            <translation>请至少选择一种格式。</translation>
        </message>
        <message>
            <source>The report could not be written: %1</source>
            <translation>无法写入报告：%1</translation>
        </message>
        <message>
            <source>Wrote %1 to %2</source>
            <translation>已将 %1 写入 %2</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::cautiontext</name>
        <message>
            <source>%1 has 1 word</source>
            <translation>%1 只有 1 个词</translation>
        </message>
        <message>
            <source>%1 has %2 words</source>
            <translation>%1 有 %2 个词</translation>
        </message>
        <message>
            <source>Very small sets: %1 (fewer than %2), so d and p rest on very few words.</source>
            <translation>词集很小：%1（少于 %2 个），因此 d 和 p 只基于极少的词。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>，</translation>
        </message>
        <message>
            <source>Cannot reach significance: the smallest p this test can give is %1 (%2 partitions of X and Y), above alpha %3.</source>
            <translation>不可能达到显著：此检验能给出的最小 p 为 %1（X 与 Y 的 %2 个划分），高于 alpha %3。</translation>
        </message>
        <message>
            <source>Cannot reach significance: the smallest p this test can give is %1 (%2 random partitions), above alpha %3.</source>
            <translation>不可能达到显著：此检验能给出的最小 p 为 %1（%2 个随机划分），高于 alpha %3。</translation>
        </message>
        <message>
            <source>d changes sign: %1 raw, %2 whitened, whatever the change class says.</source>
            <translation>d 的符号发生变化：原始为 %1，白化后为 %2，无论变化类别如何。</translation>
        </message>
        <message>
            <source>&lt; %1</source>
            <translation>&lt; %1</translation>
        </message>
    </context>
    <context>
        <name>MultilevelFigure</name>
        <message>
            <source>Cosine blocks (ML-EAT levels 2 and 3), %1 %2</source>
            <translation>余弦块（ML-EAT 第 2 和第 3 层），%1 %2</translation>
        </message>
        <message>
            <source>block mean ± SD (level 3)</source>
            <translation>块均值 ± SD（第 3 层）</translation>
        </message>
        <message>
            <source>each attribute word’s mean cosine with the target set (level 2)</source>
            <translation>每个属性词与目标集的平均余弦（第 2 层）</translation>
        </message>
        <message>
            <source>Cosine</source>
            <translation>余弦</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>白化后</translation>
        </message>
        <message>
            <source>No levels for this result.</source>
            <translation>此结果没有层级。</translation>
        </message>
        <message>
            <source>‘%1’ (%2): mean cosine with %3 = %4</source>
            <translation>“%1”（%2）：与 %3 的平均余弦 = %4</translation>
        </message>
        <message>
            <source>undefined</source>
            <translation>未定义</translation>
        </message>
        <message>
            <source>%1, %2
mean %3, SD %4
%5 cosines</source>
            <translation>%1，%2
均值 %3，SD %4
%5 个余弦</translation>
        </message>
        <message>
            <source>raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>whitened</source>
            <translation>白化后</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::MultilevelTableModel</name>
        <message>
            <source>WEAT's effect size: the difference of the mean associations of X and Y over their SD</source>
            <translation>WEAT 的效应量：X 与 Y 平均关联之差除以其 SD</translation>
        </message>
        <message>
            <source>Each attribute word’s mean cosine with the words of %1; the effect size is their mean over A minus their mean over B, divided by their SD. p: permutation of the attribute words between A and B (one-sided in WEAT’s direction: A closer to X, B closer to Y).</source>
            <translation>每个属性词与 %1 中各词的平均余弦；效应量为其在 A 上的均值减去在 B 上的均值，再除以其 SD。p：在 A 与 B 之间置换属性词（按 WEAT 的方向单侧：A 更接近 X，B 更接近 Y）。</translation>
        </message>
        <message>
            <source>Mean and SD of every cosine between a target word and an attribute word of this block; whitened, every block's mean is near 0.</source>
            <translation>此块中目标词与属性词之间所有余弦的均值和 SD；白化后每个块的均值都接近 0。</translation>
        </message>
        <message>
            <source>d (WEAT)</source>
            <translation>d（WEAT）</translation>
        </message>
        <message>
            <source>effect size of X</source>
            <translation>X 的效应量</translation>
        </message>
        <message>
            <source>effect size of Y</source>
            <translation>Y 的效应量</translation>
        </message>
        <message>
            <source>cos(%1, %2)</source>
            <translation>cos(%1, %2)</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>层级</translation>
        </message>
        <message>
            <source>Quantity</source>
            <translation>量</translation>
        </message>
        <message>
            <source>Raw</source>
            <translation>原始</translation>
        </message>
        <message>
            <source>Raw p</source>
            <translation>原始 p</translation>
        </message>
        <message>
            <source>Raw SD</source>
            <translation>原始 SD</translation>
        </message>
        <message>
            <source>Whitened</source>
            <translation>白化后</translation>
        </message>
        <message>
            <source>Whitened p</source>
            <translation>白化后 p</translation>
        </message>
        <message>
            <source>Whitened SD</source>
            <translation>白化后 SD</translation>
        </message>
    </context>
    <context>
        <name>isoscope::ui::TransformerModelDialog</name>
        <message>
            <source>Add a transformer model</source>
            <translation>添加 Transformer 模型</translation>
        </message>
        <message>
            <source>Isoscope runs BERT, RoBERTa and GPT-2 models itself (SimCSE&apos;s are BERT and RoBERTa models). A word&apos;s vector is the mean of its vectors in up to 20 sentences of 7 to 75 words of your corpus that contain it, as in the paper.</source>
            <translation>Isoscope 自行运行 BERT、RoBERTa 和 GPT-2 模型（SimCSE 模型即 BERT 和 RoBERTa 模型）。与论文相同，一个词的向量是其在语料库中最多 20 个包含该词、长度为 7 到 75 个词的句子中的向量的均值。</translation>
        </message>
        <message>
            <source>Model folder</source>
            <translation>模型文件夹</translation>
        </message>
        <message>
            <source>A folder as the Hugging Face hub serves it: config.json, model.safetensors or pytorch_model.bin, and the tokenizer&apos;s files</source>
            <translation>与 Hugging Face Hub 提供的相同的文件夹：config.json、model.safetensors 或 pytorch_model.bin，以及分词器的文件</translation>
        </message>
        <message>
            <source>&amp;Browse…</source>
            <translation>浏览(&amp;B)…</translation>
        </message>
        <message>
            <source>Choose the model folder</source>
            <translation>选择模型文件夹</translation>
        </message>
        <message>
            <source>Model &amp;folder:</source>
            <translation>模型文件夹(&amp;F)：</translation>
        </message>
        <message>
            <source>About the model</source>
            <translation>关于模型</translation>
        </message>
        <message>
            <source>Corpus file</source>
            <translation>语料库文件</translation>
        </message>
        <message>
            <source>A plain text file (UTF-8). The paper used WikiText-103.</source>
            <translation>纯文本文件（UTF-8）。论文使用的是 WikiText-103。</translation>
        </message>
        <message>
            <source>Br&amp;owse…</source>
            <translation>浏览(&amp;O)…</translation>
        </message>
        <message>
            <source>Choose the corpus file</source>
            <translation>选择语料库文件</translation>
        </message>
        <message>
            <source>&amp;Corpus:</source>
            <translation>语料库(&amp;C)：</translation>
        </message>
        <message>
            <source>Corpus format</source>
            <translation>语料库格式</translation>
        </message>
        <message>
            <source>One sentence per line</source>
            <translation>每行一句</translation>
        </message>
        <message>
            <source>Running text (split into sentences)</source>
            <translation>连续文本（切分为句子）</translation>
        </message>
        <message>
            <source>WikiText-103 files</source>
            <translation>WikiText-103 文件</translation>
        </message>
        <message>
            <source>WikiText-103&apos;s own files: headings left out, &quot;@-@&quot; read as &quot;-&quot;</source>
            <translation>WikiText-103 自身的文件：省略标题，“@-@”读作“-”</translation>
        </message>
        <message>
            <source>Corpus f&amp;ormat:</source>
            <translation>语料库格式(&amp;O)：</translation>
        </message>
        <message>
            <source>Layer</source>
            <translation>层</translation>
        </message>
        <message>
            <source>Last layer</source>
            <translation>最后一层</translation>
        </message>
        <message>
            <source>Layer 0 is the embedding output; the paper uses the last layer</source>
            <translation>第 0 层是嵌入层的输出；论文使用最后一层</translation>
        </message>
        <message>
            <source>&amp;Layer:</source>
            <translation>层(&amp;L)：</translation>
        </message>
        <message>
            <source>Model name</source>
            <translation>模型名称</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>名称(&amp;N)：</translation>
        </message>
        <message>
            <source>Model family</source>
            <translation>模型类别</translation>
        </message>
        <message>
            <source>The paper&apos;s families: contextualized (BERT, RoBERTa, GPT-2) and contrastive (SimCSE)</source>
            <translation>论文中的类别：上下文化（BERT、RoBERTa、GPT-2）和对比式（SimCSE）</translation>
        </message>
        <message>
            <source>Famil&amp;y:</source>
            <translation>类别(&amp;Y)：</translation>
        </message>
        <message>
            <source>Try a word</source>
            <translation>试一个词</translation>
        </message>
        <message>
            <source>Type a word to see its tokens</source>
            <translation>输入一个词以查看其词元</translation>
        </message>
        <message>
            <source>&amp;Tokens of:</source>
            <translation>词元(&amp;T)：</translation>
        </message>
        <message>
            <source>Tokens of the word</source>
            <translation>该词的词元</translation>
        </message>
        <message>
            <source>Defaults are the paper&apos;s: the last layer; up to 20 sentences per word, drawn with the study&apos;s seed; the model whitened on 100,000 of the corpus&apos;s sentences, each the mean of its tokens; special tokens as the tokenizer adds them. A word found in no sentence is reported missing. The vectors are kept in the cache, so the next analysis of the same model and corpus starts at once.</source>
            <translation>默认值与论文相同：最后一层；每个词最多 20 个句子，用研究的随机种子抽取；模型在语料库的 100,000 个句子上白化，每个句子取其词元的均值；特殊词元按分词器默认添加。未出现在任何句子中的词报告为缺失。向量保存在缓存中，因此对同一模型和语料库的下一次分析会立即开始。</translation>
        </message>
        <message>
            <source>What the defaults are</source>
            <translation>默认值说明</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>添加(&amp;A)</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>添加</translation>
        </message>
        <message>
            <source>Corpus</source>
            <translation>语料库</translation>
        </message>
        <message>
            <source>Text files (*.txt *.tokens *.raw);;All files (*)</source>
            <translation>文本文件 (*.txt *.tokens *.raw);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Reading the model&apos;s configuration and tokenizer…</source>
            <translation>正在读取模型的配置和分词器…</translation>
        </message>
        <message>
            <source>%1 is not a folder.</source>
            <translation>%1 不是文件夹。</translation>
        </message>
        <message>
            <source>WordPiece, lowercased (uncased)</source>
            <translation>WordPiece，小写（uncased）</translation>
        </message>
        <message>
            <source>WordPiece, cased</source>
            <translation>WordPiece，区分大小写（cased）</translation>
        </message>
        <message>
            <source>byte-level BPE, with a prefix space</source>
            <translation>字节级 BPE，带前缀空格</translation>
        </message>
        <message>
            <source>byte-level BPE</source>
            <translation>字节级 BPE</translation>
        </message>
        <message>
            <source>%1: %2 layers, %3 dimensions, %4 tokens (%5).</source>
            <translation>%1：%2 层，%3 维，%4 个词元（%5）。</translation>
        </message>
        <message>
            <source>%1 (1 token)</source>
            <translation>%1（1 个词元）</translation>
        </message>
        <message>
            <source>%1 (%2 tokens)</source>
            <translation>%1（%2 个词元）</translation>
        </message>
    </context>
</TS>
