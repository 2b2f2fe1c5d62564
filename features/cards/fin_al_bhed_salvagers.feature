Feature: Al Bhed Salvagers
  Al Bhed Salvagers {2}{B} — Creature — Human Artificer Warrior 2/3
  Whenever this creature or another creature or artifact you control dies, target opponent loses 1 life
  and you gain 1 life.

  Rulings: the FIN rulings file (features/fin.rulings.json), 2025-06-06; both recorded by
  shaggy806/MTG-Engine only (single source). "Dies" means put into a graveyard from the battlefield
  (CR 700.4); leaves-the-battlefield abilities look back in time (CR 603.6c, 603.10a).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:927065af1002 @cr:603.10a @cr:603.2c @cr:701.8a
  Rule: Dying with other creatures and artifacts, Al Bhed Salvagers sees each of them die, itself included
    If Al Bhed Salvagers dies at the same time as one or more other creatures and/or artifacts you
    control, its ability will trigger once for each of those permanents, including itself.

    @id:al-bhed-dies-with-others
    Scenario: Akroma's Vengeance destroys Al Bhed Salvagers, Isamaru and Fellwar Stone: three triggers, none for Bob's Elves
      Given Alice controls Al Bhed Salvagers, Isamaru, Hound of Konda and Fellwar Stone
      And Bob controls Llanowar Elves
      And Alice has Akroma's Vengeance in her hand
      And Alice has {W}{W}{C}{C}{C}{C} in her mana pool
      And Alice will choose Bob, then Bob, then Bob as targets
      When Alice casts Akroma's Vengeance from her hand
      And all players pass priority
      Then Alice has Al Bhed Salvagers, Isamaru, Hound of Konda and Fellwar Stone in her graveyard
      And the triggered abilities put on the stack are 3 from Al Bhed Salvagers
      When all players pass priority until the stack is empty
      Then Bob's life total is 17
      And Alice's life total is 23

    @id:al-bhed-dies-alone
    Scenario: Al Bhed Salvagers dying alone sees its own death: one trigger
      Given Alice controls Al Bhed Salvagers
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Al Bhed Salvagers as targets
      And Alice will choose Bob as targets
      When Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority
      Then Alice has Al Bhed Salvagers in her graveyard
      And the triggered abilities put on the stack are 1 from Al Bhed Salvagers
      When all players pass priority until the stack is empty
      Then Bob's life total is 19
      And Alice's life total is 21

  @ruling:869acc925e33 @cr:700.4 @cr:701.21a
  Rule: An artifact that isn't a creature dies too
    The term "dies" isn't exclusive to creatures. Al Bhed Salvagers's ability will trigger when an
    artifact is put into a graveyard from the battlefield, even if that artifact wasn't a creature.

    @id:al-bhed-food-dies
    Scenario: Alice sacrifices a Food, a noncreature artifact: Al Bhed Salvagers' ability triggers
      Given Alice controls Al Bhed Salvagers and Food
      And Alice has {C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice activates Food's "{2}, {T}, Sacrifice this token" ability
      Then the triggered abilities put on the stack are 1 from Al Bhed Salvagers
      When all players pass priority until the stack is empty
      Then Bob's life total is 19
      And Alice's life total is 24

    @id:al-bhed-opponents-food-dies
    Scenario: Bob's Food dying isn't an artifact Alice controls: Al Bhed Salvagers' ability doesn't trigger
      Given Alice controls Al Bhed Salvagers
      And Bob controls Food
      And Bob has {C}{C} in his mana pool
      When Alice passes priority
      And Bob activates Food's "{2}, {T}, Sacrifice this token" ability
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Bob's life total is 23
      And Alice's life total is 20
