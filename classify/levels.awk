# levels.awk: maps the Kaggle buckets of sudoku9_kaggle3m_rated.txt to the seeds' four levels for the
# default model: beginner -> Easy, easy -> Medium, medium -> Hard, hard and expert -> Evil (see README).
{
    m = $NF
    if (m == "beginner") l = "Easy"
    else if (m == "easy") l = "Medium"
    else if (m == "medium") l = "Hard"
    else if (m == "hard" || m == "expert") l = "Evil"
    else next
    print $1, l
}
